// The contract's validation messages and the server's refusals of the translated forms, in Bangla, keyed by their
// English text (which stays in the contract and the server: docs/i18n.md, Validation messages). A message without
// an entry here is shown in English: add the entry when its form is translated.
export default {
  // Sign in
  'Please Fill out this field': 'অনুগ্রহ করে এই ঘরটি পূরণ করুন',
  'Email must be valid': 'সঠিক ই-মেইল ঠিকানা লিখুন',
  'Invalid email or password': 'ই-মেইল বা পাসওয়ার্ড সঠিক নয়',
  'Network Connection error!': 'নেটওয়ার্ক সংযোগে সমস্যা!',
  // Forgot Password, Reset Password
  'Mail sent successfully! Please Check your email.': 'ই-মেইল পাঠানো হয়েছে! অনুগ্রহ করে আপনার ই-মেইল দেখুন।',
  'The link You provided is Invalid!': 'আপনার দেওয়া লিংকটি সঠিক নয়!',
  'Your Password do not match': 'দুটি পাসওয়ার্ড মেলেনি',
  'Password must be at most 128 characters': 'পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে',
} satisfies Record<string, string>;
