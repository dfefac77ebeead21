// The bell of both work areas' headers (docs/features.md, Notifications): its own namespace, apart from the
// Notifications page's, because the header is in the first load and should carry this one text only.
export default {
  label: 'Notifications, {{count}} unread',
};
