// The Evaluation Rules', the marks screen's and the mark upload's messages and the server's answers to them, in
// Bangla (validation.bn.ts). Refusals that carry Latin words or values (the template's header, a row's range, a
// component's name) are worded by the screens' own catalogues (imports.en.ts `reasons`, `refusals`) or shown as the
// server writes them (docs/i18n.md, Not yet). Messages another file already gives ('This field is required!', 'Course
// not found', 'Line breaks and control characters are not allowed') are not repeated here.

export default {
  // The rules editor (the contract's messages: the form and the server share them)
  'The pass mark must be from 0 to 100.': 'পাস নম্বর ০ থেকে ১০০-এর মধ্যে হতে হবে।',
  'Please enter a name.': 'অনুগ্রহ করে একটি নাম লিখুন।',
  'At most 100 characters.': 'সর্বোচ্চ ১০০ অক্ষর।',
  'Each component needs a different name.': 'প্রতিটি অংশের নাম আলাদা হতে হবে।',
  'Maximum marks must be more than 0 and at most 9999.99.': 'পূর্ণ নম্বর ০-এর বেশি এবং সর্বোচ্চ ৯৯৯৯.৯৯ হতে হবে।',
  'The weight must be more than 0 and at most 100.': 'ওয়েটেজ ০-এর বেশি এবং সর্বোচ্চ ১০০ হতে হবে।',
  'The weights must add up to 100.': 'ওয়েটেজগুলোর যোগফল ১০০ হতে হবে।',
  'The minimum must be from 0 to the maximum marks.': 'ন্যূনতম নম্বর ০ থেকে পূর্ণ নম্বরের মধ্যে হতে হবে।',
  'At most two decimals.': 'দশমিকের পর সর্বোচ্চ দুই ঘর।',
  'Add at least one component.': 'অন্তত একটি অংশ যোগ করুন।',
  'At most 20 components.': 'সর্বোচ্চ ২০টি অংশ।',
  'An assignment can be tied to one component only.': 'একটি অ্যাসাইনমেন্ট কেবল একটি অংশের সঙ্গে যুক্ত করা যায়।',
  // The release dialogs
  'Please give a reason.': 'অনুগ্রহ করে একটি কারণ লিখুন।',
  'At most 500 characters.': 'সর্বোচ্চ ৫০০ অক্ষর।',
  'Choose a date and a time on a quarter hour (:00, :15, :30 or :45).':
    'একটি তারিখ এবং পনেরো মিনিটের ঘরে একটি সময় বেছে নিন (:০০, :১৫, :৩০ বা :৪৫)।',
  'The release time must be in the future.': 'প্রকাশের সময় ভবিষ্যতের হতে হবে।',
  // The server's answers to the rules and releases
  'Evaluation rules saved.': 'মূল্যায়নের নিয়ম সংরক্ষিত হয়েছে।',
  'Marks released.': 'নম্বর প্রকাশিত হয়েছে।',
  'Release scheduled.': 'প্রকাশের সময় নির্ধারিত হয়েছে।',
  'Release withdrawn.': 'প্রকাশ প্রত্যাহার করা হয়েছে।',
  'Final result released.': 'চূড়ান্ত ফলাফল প্রকাশিত হয়েছে।',
  'Final result release scheduled.': 'চূড়ান্ত ফলাফল প্রকাশের সময় নির্ধারিত হয়েছে।',
  'Final result withdrawn.': 'চূড়ান্ত ফলাফলের প্রকাশ প্রত্যাহার করা হয়েছে।',
  'Component not found': 'মূল্যায়নের অংশটি পাওয়া যায়নি',
  'The final result is released or scheduled, so the rules are frozen: un-release it first.':
    'চূড়ান্ত ফলাফল প্রকাশিত বা প্রকাশের সময় নির্ধারিত, তাই নিয়ম স্থির রাখা হয়েছে: আগে এর প্রকাশ প্রত্যাহার করুন।',
  'This component is already released or scheduled.': 'এই অংশটি আগেই প্রকাশিত বা প্রকাশের সময় নির্ধারিত।',
  'This component is not released.': 'এই অংশটি প্রকাশিত হয়নি।',
  'The final result is already released or scheduled.': 'চূড়ান্ত ফলাফল আগেই প্রকাশিত বা প্রকাশের সময় নির্ধারিত।',
  'The final result is not released.': 'চূড়ান্ত ফলাফল প্রকাশিত হয়নি।',
  'Save the evaluation rules first.': 'আগে মূল্যায়নের নিয়ম সংরক্ষণ করুন।',
  'A component of the list is not one of this course’s.': 'তালিকার একটি অংশ এই কোর্সের নয়।',
  'A tied assignment is not one of this course’s.': 'সংযুক্ত একটি অ্যাসাইনমেন্ট এই কোর্সের নয়।',
  // Marks typed on screen: the server's answers
  'Marks saved': 'নম্বর সংরক্ষিত হয়েছে',
  'A mark has at most two decimals': 'নম্বরে দশমিকের পরে সর্বোচ্চ দুই অঙ্ক থাকতে পারে',
  'A row is either a mark or absent, not both': 'একটি সারিতে হয় নম্বর, নয়তো অনুপস্থিত: দুটো একসঙ্গে নয়',
  'A participant appears twice': 'একজন অংশগ্রহণকারী দুবার এসেছেন',
  'The final result of this course is released: its marks cannot change until it is un-released':
    'এই কোর্সের চূড়ান্ত ফলাফল প্রকাশিত হয়েছে: প্রকাশ প্রত্যাহার না করা পর্যন্ত এর নম্বর বদলানো যাবে না',
  'Participant not found in this course': 'এই কোর্সে অংশগ্রহণকারীকে পাওয়া যায়নি',
  // The mark upload: the server's answers about the file, the commit and the undo
  'This file is not a marks template: download the template of this component and fill it in':
    'এই ফাইলটি নম্বরের টেমপ্লেট নয়: এই অংশের টেমপ্লেট ডাউনলোড করে পূরণ করুন',
  'This template belongs to another component: download the template of this component':
    'এই টেমপ্লেটটি অন্য একটি অংশের: এই অংশের টেমপ্লেট ডাউনলোড করুন',
  'The file has more than 5000 rows': 'ফাইলে ৫০০০-এর বেশি সারি আছে',
  'The spreadsheet could not be read within the limits: save it again as a plain .xlsx or .csv':
    'নির্ধারিত সীমার মধ্যে স্প্রেডশিটটি পড়া যায়নি: সাধারণ এক্সেল বা CSV ফাইল হিসেবে আবার সংরক্ষণ করুন',
  'The spreadsheet could not be read: save it again as .xlsx or .csv':
    'স্প্রেডশিটটি পড়া যায়নি: এক্সেল বা CSV ফাইল হিসেবে আবার সংরক্ষণ করুন',
  'The final result of this course is released or scheduled: un-release it to change marks':
    'এই কোর্সের চূড়ান্ত ফলাফল প্রকাশিত বা প্রকাশের সময় নির্ধারিত: নম্বর বদলাতে এর প্রকাশ প্রত্যাহার করুন',
  'The marks changed since the preview: preview the file again': 'প্রিভিউয়ের পর নম্বর বদলেছে: ফাইলটির প্রিভিউ আবার দেখুন',
  'The file changes no mark': 'ফাইলটি কোনো নম্বর বদলায় না',
  'Marks imported': 'নম্বর ইমপোর্ট হয়েছে',
  'Import undone': 'ইমপোর্ট ফিরিয়ে নেওয়া হয়েছে',
  'This import has already been undone': 'এই ইমপোর্টটি আগেই ফিরিয়ে নেওয়া হয়েছে',
  'An import can be undone only within 24 hours': 'ইমপোর্ট কেবল ২৪ ঘণ্টার মধ্যে ফিরিয়ে নেওয়া যায়',
} satisfies Record<string, string>;
