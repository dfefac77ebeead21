// Registration's messages (the contract's REGISTRATION_MESSAGES, odd spellings and all, as keys) and answers, in
// Bangla (validation.bn.ts). 'Please Fill out this field', 'Email must be valid' and 'Your Password do not match' are
// in public.bn.ts.

export default {
  'First Name is Required': 'নামের প্রথম অংশ লিখুন',
  'Last Name is required': 'নামের শেষ অংশ লিখুন',
  'Phone number is Required': 'ফোন নম্বর লিখুন',
  'Phone Number Must be valid': 'সঠিক ফোন নম্বর লিখুন',
  'Password is Required': 'পাসওয়ার্ড লিখুন',
  'Password must be contain 6 characters': 'পাসওয়ার্ড অন্তত ৬ অক্ষরের হতে হবে',
  'Please Confirm Your Password': 'পাসওয়ার্ডটি আবার লিখুন',
  'This field is required!': 'এই ঘরটি পূরণ করতে হবে!',
  'Organization name is Required': 'প্রতিষ্ঠানের নাম লিখুন',
  'Designation is Required!': 'পদবি লিখুন!',
  'Please Enter Experience in bank': 'ব্যাংকে অভিজ্ঞতার বছর লিখুন',
  'Experience Must be a valid number!': 'অভিজ্ঞতার বছর সঠিক সংখ্যায় লিখুন!',
  'This is a required a field': 'এই ঘরটি পূরণ করতে হবে',
  'Please Enter Your Date Of Birth': 'আপনার জন্মতারিখ লিখুন',
  'Date of Birth must be dd/MM/yyyy': 'জন্মতারিখ দিন/মাস/বছর আকারে লিখুন',
  'Date of Birth must be a valid date': 'সঠিক জন্মতারিখ লিখুন',
  'Date of Birth must be a past date': 'জন্মতারিখ আজকের আগের হতে হবে',
  'Please Enter Present Address': 'বর্তমান ঠিকানা লিখুন',
  'Phone Number must be valid': 'সঠিক ফোন নম্বর লিখুন',
  'Relation with emergency contact is Required': 'জরুরি যোগাযোগের ব্যক্তির সাথে সম্পর্ক লিখুন',
  'max length is 100': 'সর্বোচ্চ ১০০ অক্ষর',
  'Gender is reuired': 'লিঙ্গ বেছে নিন',
  'Must be on one line': 'এক লাইনে লিখুন',
  'Contains characters that are not allowed': 'অগ্রহণযোগ্য অক্ষর আছে',
  'Server Error!': 'সার্ভারে সমস্যা!',
  'Your e-mail address was changed. Sign in with the new address from now on.':
    'আপনার ই-মেইল ঠিকানা বদলানো হয়েছে। এখন থেকে নতুন ঠিকানা দিয়ে সাইন ইন করুন।',
  'Password Changed Successfully! Please Login Again.': 'পাসওয়ার্ড পরিবর্তন হয়েছে! অনুগ্রহ করে আবার লগইন করুন।',
} satisfies Record<string, string>;
