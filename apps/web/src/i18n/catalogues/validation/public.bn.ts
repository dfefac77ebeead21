// The public site's, Sign In's and Forgot and Reset Password's messages and answers, in Bangla (validation.bn.ts).

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
  // Contact
  'First name is required': 'নামের প্রথম অংশ লিখুন',
  'Last name is required': 'নামের শেষ অংশ লিখুন',
  'Email is required': 'ই-মেইল ঠিকানা লিখুন',
  'Please enter a valid email': 'সঠিক ই-মেইল ঠিকানা লিখুন',
  'Message is required': 'বার্তা লিখুন',
  'Message must be at least 10 characters': 'বার্তা অন্তত ১০ অক্ষরের হতে হবে',
  'Message must be at most 5000 characters': 'বার্তা সর্বোচ্চ ৫০০০ অক্ষরের হতে পারে',
  'Message contains characters that are not allowed': 'বার্তায় অগ্রহণযোগ্য অক্ষর আছে',
  'First name must be at most 255 characters': 'নামের প্রথম অংশ সর্বোচ্চ ২৫৫ অক্ষরের হতে পারে',
  'Last name must be at most 255 characters': 'নামের শেষ অংশ সর্বোচ্চ ২৫৫ অক্ষরের হতে পারে',
} satisfies Record<string, string>;
