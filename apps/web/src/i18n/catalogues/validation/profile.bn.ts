// The profile screens' messages and the server's answers to them, in Bangla (validation.bn.ts). The person's fields
// they share with registration keep the messages given there.

export default {
  'Profile Edited Successfully!': 'প্রোফাইল সফলভাবে সম্পাদিত হয়েছে!',
  'Profile Updated Successfully!': 'প্রোফাইল সফলভাবে হালনাগাদ হয়েছে!',
  'A confirmation link was sent to your new e-mail address. Your e-mail address changes when you follow it (within 24 hours).':
    'আপনার নতুন ই-মেইল ঠিকানায় একটি নিশ্চিতকরণ লিংক পাঠানো হয়েছে। লিংকটি অনুসরণ করলে (২৪ ঘণ্টার মধ্যে) আপনার ই-মেইল ঠিকানা বদলে যাবে।',
  'Too many e-mail address changes. Please try again later.':
    'ই-মেইল ঠিকানা অনেকবার বদলানো হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'Phone number is Required': 'ফোন নম্বর লিখুন',
  'Phone Number Must be valid': 'সঠিক ফোন নম্বর লিখুন',
  'Phone Number must be 11 characters long': 'ফোন নম্বর ১১ অঙ্কের হতে হবে',
  'email must be valid': 'সঠিক ই-মেইল ঠিকানা লিখুন',
} satisfies Record<string, string>;
