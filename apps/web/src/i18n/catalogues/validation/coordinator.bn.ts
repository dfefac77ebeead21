// The coordinator's contents, assignment forms, submission details (the mark beside a submission) and participants
// list: their form messages and the server's answers and refusals they show, in Bangla (validation.bn.ts). A message
// also given in another file reads the same here.

export default {
  // Upload Content, Edit Content, Send Selected Contents
  'This field is required!': 'এই ঘরটি পূরণ করতে হবে!',
  'max length is 255': 'সর্বোচ্চ ২৫৫ অক্ষর লেখা যাবে',
  'Line breaks and control characters are not allowed': 'নতুন লাইন বা কন্ট্রোল অক্ষর দেওয়া যাবে না',
  'Choose at least one content': 'অন্তত একটি পাঠ্যসামগ্রী বেছে নিন',
  'Content Uploaded Successfully!': 'পাঠ্যসামগ্রী আপলোড হয়েছে!',
  'Edited Successfully!': 'সম্পাদনা সংরক্ষণ করা হয়েছে!',
  'Conntent(s) Sent Successfully!': 'পাঠ্যসামগ্রী পাঠানো হয়েছে!',
  'Content not found': 'পাঠ্যসামগ্রীটি পাওয়া যায়নি',
  'Course not found': 'কোর্সটি পাওয়া যায়নি',
  'The file is required': 'ফাইল দিতে হবে',
  // New Assignment, Edit Assignment
  'Please Enter a valid title': 'সঠিক শিরোনাম লিখুন',
  'Please Enter a valid date': 'সঠিক তারিখ লিখুন',
  'The last submission date cannot be in the past': 'জমার শেষ তারিখ আজকের আগের কোনো দিন হতে পারে না',
  'Please Choose A file!': 'অনুগ্রহ করে একটি ফাইল বেছে নিন!',
  'Assignment Created Successfully!': 'অ্যাসাইনমেন্ট তৈরি হয়েছে!',
  'Assignment not found': 'অ্যাসাইনমেন্টটি পাওয়া যায়নি',
  // The mark beside a submission
  'Mark saved': 'নম্বর সংরক্ষণ করা হয়েছে',
  'Enter a mark or tick Absent': 'নম্বর লিখুন, অথবা অনুপস্থিত চিহ্নিত করুন',
  'Type a number with at most two decimals': 'দশমিকের পরে সর্বোচ্চ দুই অঙ্কের একটি সংখ্যা লিখুন',
  'A mark has at most two decimals': 'নম্বরে দশমিকের পরে সর্বোচ্চ দুই অঙ্ক থাকতে পারে',
  'Feedback cannot hold control characters': 'মতামতে কন্ট্রোল অক্ষর দেওয়া যাবে না',
  'The final result of this course is released: its marks cannot change until it is un-released':
    'এই কোর্সের চূড়ান্ত ফলাফল প্রকাশিত হয়েছে: প্রকাশ প্রত্যাহার না করা পর্যন্ত এর নম্বর বদলানো যাবে না',
  'No evaluation component marks this assignment': 'এই অ্যাসাইনমেন্টের নম্বর কোনো মূল্যায়নের অংশে ধরা হয় না',
  'Participant not found in this course': 'এই কোর্সে অংশগ্রহণকারীকে পাওয়া যায়নি',
  // The participants list's search
  'Control characters are not allowed': 'কন্ট্রোল অক্ষর দেওয়া যাবে না',
} satisfies Record<string, string>;
