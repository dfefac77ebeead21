// Public verification of a certificate (/verify, /verify/{code}); a lazy chunk of its own, out of the home page's load.
export { VerifyScreen } from './components/verify-screen.tsx';
