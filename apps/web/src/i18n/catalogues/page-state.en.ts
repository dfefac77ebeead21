// The texts of the loading and failure states every page shares (components/ui/page-state.tsx): English, exactly as
// the portal has always written them. The Bangla is page-state.bn.ts, with the same keys. Both are imported by
// page-state.tsx alone (no namespace, no i18next): a state shows while the Bangla runtime is on its way, so it cannot
// wait for it, and a catalogue of its own stays in page-state's chunk of the first load (docs/i18n.md, The budgets).
export default {
  /** The spinner's hidden label, for a screen reader. */
  loading: 'Loading....',
  retry: 'Retry',
};
