// The texts every area shares (the frame of the public site and of the work areas, the language switch): English,
// exactly as the portal has always written them. The Bangla is common.bn.ts, with the same keys.
export default {
  skipToMain: 'Skip to main content',
  opensInNewTab: ' (opens in a new tab)',
  menu: 'Menu',
  loading: 'Loading....',
  comingSoon: 'coming soon',
  retry: 'Retry',
  /** The work area's logo, a link to the public site. */
  publicSiteLogo: '{{name}}: public site',
  /** The router's error page. */
  error: {
    title: 'Error',
    notFound: '404 Error. Page Not Found',
    failed: 'Something Went Wrong!',
    reloadHelps: 'The page could not be shown. Reloading usually helps.',
    reload: 'Reload',
    backHome: 'Back to Home',
  },
  /** The language switch's label: the other language, named in that language. */
  switchTo: 'বাংলা',
};
