export { UploadScreen } from './components/upload-screen.tsx';
