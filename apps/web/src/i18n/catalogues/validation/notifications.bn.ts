// The notifications' answers, in Bangla (validation.bn.ts): what the server answers to Mark all as read, to the
// preferences form and to the unsubscribe page.

export default {
  'All notifications marked as read': 'সব নোটিফিকেশন পঠিত হিসেবে চিহ্নিত হয়েছে',
  'Notification marked as read': 'নোটিফিকেশনটি পঠিত হিসেবে চিহ্নিত হয়েছে',
  'Preferences saved': 'পছন্দ সংরক্ষণ করা হয়েছে',
  'You will no longer receive these mails': 'এই ই-মেইলগুলো আপনাকে আর পাঠানো হবে না',
  'This unsubscribe link is not valid': 'ই-মেইল বন্ধ করার এই লিংকটি সঠিক নয়',
  'Unknown notification kind': 'অজানা ধরনের নোটিফিকেশন',
  'Notification not found': 'নোটিফিকেশনটি পাওয়া যায়নি',
} satisfies Record<string, string>;
