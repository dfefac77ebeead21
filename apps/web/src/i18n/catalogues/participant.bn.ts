// Bangla of participant.en.ts (terms: docs/bangla-glossary.md).
export default {
  sidebar: {
    dashboard: 'ড্যাশবোর্ড',
    profile: 'প্রোফাইল',
    viewCourse: 'কোর্স দেখুন',
    forum: 'ফোরাম',
    allPosts: 'সব পোস্ট',
    myPosts: 'আমার পোস্ট',
    createPost: 'পোস্ট লিখুন',
    unanswered: 'উত্তরহীন পোস্ট',
    myReplies: 'আমার উত্তর',
    assignments: 'অ্যাসাইনমেন্ট',
    contents: 'পাঠ্যসামগ্রী',
    notifications: 'নোটিফিকেশন',
    results: 'ফলাফল',
    certificates: 'আমার সনদ',
  },
};
