// The texts every area shares (the frame of the public site and of the work areas, the language switch): English,
// exactly as the portal has always written them. The Bangla is common.bn.ts, with the same keys.
export default {
  skipToMain: 'Skip to main content',
  opensInNewTab: ' (opens in a new tab)',
  menu: 'Menu',
  loading: 'Loading....',
  comingSoon: 'coming soon',
  /** The language switch's label: the other language, named in that language. */
  switchTo: 'বাংলা',
};
