// The certificates' answers, in Bangla (validation.bn.ts): what the server answers to the issuing and the downloads.

export default {
  'Everyone who passed already holds a certificate.': 'উত্তীর্ণ সবাই আগেই সনদ পেয়েছেন।',
  '1 certificate issued.': '১টি সনদ প্রদান করা হয়েছে।',
  'Course not found': 'কোর্সটি পাওয়া যায়নি',
  'Certificate not found': 'সনদটি পাওয়া যায়নি',
  'The PDF is being prepared; try again in a minute.': 'PDF তৈরি হচ্ছে; এক মিনিট পরে আবার চেষ্টা করুন।',
} satisfies Record<string, string>;
