// The texts every area shares, in Bangla (validation.bn.ts): the request helpers' answers (lib/api.ts: toasts, list
// and page states), the delete dialog's toast, and the upload form's own failure text.

export default {
  // lib/api.ts: what a failed or refused request says
  'Authintication Error': 'লগইন যাচাই করা যায়নি',
  'Authintication Error! Please Re-login!': 'লগইন যাচাই করা যায়নি! অনুগ্রহ করে আবার লগইন করুন!',
  'Access denied': 'এই কাজের অনুমতি নেই',
  'Permission Denied. Action Failed': 'অনুমতি নেই। কাজটি করা যায়নি',
  'Internal Server Error': 'সার্ভারে সমস্যা হয়েছে',
  'Internal Server Error!': 'সার্ভারে সমস্যা হয়েছে!',
  'Internal Server Error! Delete action failed.': 'সার্ভারে সমস্যা হয়েছে! মুছে ফেলা যায়নি।',
  'Network Connection Error': 'নেটওয়ার্ক সংযোগে সমস্যা',
  'Network Connection Error!': 'নেটওয়ার্ক সংযোগে সমস্যা!',
  'Something Went Wrong!': 'কোনো একটি সমস্যা হয়েছে!',
  'Bad Request!': 'অনুরোধটি সঠিক নয়!',
  'Failed to Fetch!': 'সার্ভারে পৌঁছানো যায়নি!',
  'File not found!': 'ফাইলটি পাওয়া যায়নি!',
  'Loading....': 'লোড হচ্ছে....',
  // The delete dialog
  'Deleted Successfully': 'মুছে ফেলা হয়েছে',
} satisfies Record<string, string>;
