// The notifications' texts in Bangla (notifications.en.ts has the English and the keys; words from
// docs/bangla-glossary.md).
export default {
  unread: '{{count, number}}টি অপঠিত',
  markAllRead: 'সবগুলো পঠিত হিসেবে চিহ্নিত করুন',
  empty: 'আপনার এখনো কোনো নোটিফিকেশন নেই।',
  list: 'নোটিফিকেশন',
  unreadItem: 'অপঠিত: ',
  preferences: {
    title: 'ই-মেইলের পছন্দ',
    loading: 'পছন্দগুলো লোড হচ্ছে',
    save: 'পছন্দ সংরক্ষণ করুন',
    channel: { immediate: 'সাথে সাথে', digest: 'দিনে একবার, সারসংক্ষেপে', off: 'বন্ধ' },
  },
  kinds: {
    'assignment-new': 'আমার কোনো কোর্সে নতুন অ্যাসাইনমেন্ট',
    'content-new': 'আমার কোর্সে পাঠানো নতুন পাঠ্যসামগ্রী',
    'forum-post-new': 'আমার পরিচালিত কোর্সে নতুন পোস্ট',
    'forum-reply-to-my-post': 'আমার পোস্টে উত্তর',
    'forum-reply-in-thread': 'যে আলোচনায় আমি উত্তর দিয়েছি, সেখানে নতুন উত্তর',
    'deadline-48h': '৪৮ ঘণ্টার মধ্যে শেষ সময় এমন অ্যাসাইনমেন্ট',
    'deadline-today': 'আজ শেষ সময় এমন অ্যাসাইনমেন্ট',
    'deadline-grace': 'অতিরিক্ত সময়ে থাকা অ্যাসাইনমেন্ট',
    'coordinator-daily-summary': 'উত্তরহীন পোস্ট ও নতুন জমার দৈনিক সারসংক্ষেপ',
    'results-released': 'আমার কোনো কোর্সে ফলাফল প্রকাশ',
    'certificate-issued': 'আমাকে সনদ প্রদান',
    'certificate-revoked': 'আমার কোনো সনদ বাতিল',
  },
  unsubscribe: {
    title: 'ই-মেইল বন্ধ করুন',
    done: '{{answer}}। আপনার নোটিফিকেশন পাতা থেকে এগুলো আবার চালু করতে পারবেন।',
    stop: 'যে ই-মেইলগুলো বন্ধ হবে:',
    stillSeen: '। এই নোটিফিকেশনগুলো পোর্টালে আগের মতোই দেখতে পাবেন।',
    button: 'ই-মেইল বন্ধ করুন',
  },
};
