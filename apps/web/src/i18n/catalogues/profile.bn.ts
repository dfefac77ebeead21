// Bangla of profile.en.ts (terms: docs/bangla-glossary.md).
export default {
  loadingData: 'তথ্য লোড হচ্ছে....',
  savingChanges: 'পরিবর্তন সংরক্ষণ করা হচ্ছে....',
  editProfile: 'প্রোফাইল সম্পাদনা',
  myProfile: 'আমার প্রোফাইল',
  details: 'প্রোফাইলের বিবরণ',
  email: 'ই-মেইল',
  mobile: 'মোবাইল নম্বর',
  designation: 'পদবি',
  avatar: {
    chosen: 'আপনার বেছে নেওয়া ছবি',
    current: 'আপনার ছবি',
    label: 'প্রোফাইল ছবি',
    hint: '{{first}} বা {{last}}; ঐচ্ছিক।',
  },
  edit: 'সম্পাদনা করুন',
  cancel: 'বাতিল',
  save: 'সংরক্ষণ করুন',
};
