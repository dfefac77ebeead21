// Texts the server writes with values inside, in Bangla (texts.en.ts has the English and the keys; words from
// docs/bangla-glossary.md). What people wrote (titles, names, course names) and certificate serials go in as written.
export default {
  notification: {
    'assignment-new': '{{course}} কোর্সে নতুন অ্যাসাইনমেন্ট: {{title}}',
    'content-new': '{{course}} কোর্সে নতুন পাঠ্যসামগ্রী: {{title}}',
    untitled: 'শিরোনামহীন',
    'forum-post-new': '{{course}} কোর্সে নতুন পোস্ট: {{title}}',
    'forum-reply-to-my-post': '{{author}} আপনার পোস্ট "{{title}}"-এ উত্তর দিয়েছেন',
    'forum-reply-in-thread': '{{author}} "{{title}}" থ্রেডে উত্তর দিয়েছেন',
    someone: 'কেউ একজন',
    'deadline-48h': '৪৮ ঘণ্টার মধ্যে শেষ সময়: {{course}} কোর্সের {{title}} (জমার শেষ তারিখ {{lastDate}})',
    'deadline-today': 'আজ শেষ সময়: {{course}} কোর্সের {{title}} (মধ্যরাত পর্যন্ত সময়মতো জমা দেওয়া যাবে)',
    'deadline-grace_one': 'অতিরিক্ত সময় চলছে: {{course}} কোর্সের {{title}} জমা দিতে আর {{count, number}} ঘণ্টা বাকি',
    'deadline-grace_other': 'অতিরিক্ত সময় চলছে: {{course}} কোর্সের {{title}} জমা দিতে আর {{count, number}} ঘণ্টা বাকি',
    'deadline-grace-ended': '{{course}} কোর্সের {{title}} জমা দেওয়ার অতিরিক্ত সময় শেষ হয়েছে',
    'coordinator-daily-summary': 'গতকাল আপনার কোর্সগুলোতে: {{posts}}, {{submissions}}',
    summaryPosts_one: '{{count, number}}টি পোস্টের এখনো উত্তর দেওয়া হয়নি',
    summaryPosts_other: '{{count, number}}টি পোস্টের এখনো উত্তর দেওয়া হয়নি',
    summarySubmissions_one: '{{count, number}}টি নতুন জমা',
    summarySubmissions_other: '{{count, number}}টি নতুন জমা',
    'results-released': '{{course}} কোর্সে ফলাফল প্রকাশিত হয়েছে: {{title}}',
    finalResult: 'চূড়ান্ত ফলাফল',
    'certificate-issued': '{{course}} কোর্সের জন্য আপনার সনদ {{title}} প্রদান করা হয়েছে',
    'certificate-revoked': '{{course}} কোর্সের জন্য আপনার সনদ {{title}} বাতিল করা হয়েছে',
  },
  enrolled: '{{course}} কোর্সে আপনি সফলভাবে ভর্তি হয়েছেন',
  certificatesIssued_one: '{{count, number}}টি সনদ প্রদান করা হয়েছে।',
  certificatesIssued_other: '{{count, number}}টি সনদ প্রদান করা হয়েছে।',
  refusal: {
    alreadyEnrolled: 'আপনি আগেই {{course}} কোর্সে ভর্তি হয়েছেন।',
    // E-mails, course short names, column names and rolls as written (Latin); counts and marks in Bengali digits; a
    // list joined by Intl.ListFormat('bn') ("ক, খ এবং গ").
    emailEnrolled: '{{email}} আগেই {{course}} কোর্সে ভর্তি আছেন।',
    notParticipant: '{{email}} একজন কো-অর্ডিনেটর বা অ্যাডমিনের অ্যাকাউন্ট, অংশগ্রহণকারীর নয়।',
    hasAccount: '{{email}}-এর আগেই একটি অ্যাকাউন্ট আছে: বিদ্যমান অ্যাকাউন্ট হিসেবে আমন্ত্রণ জানান (ধরন 2)।',
    noAccount: '{{email}}-এর এখনো কোনো অ্যাকাউন্ট নেই: নতুন অংশগ্রহণকারী হিসেবে আমন্ত্রণ জানান (ধরন 1)।',
    notEmail: '"{{email}}" কোনো ই-মেইল ঠিকানা নয়।',
    pendingInvitation:
      '{{email}}-এর কাছে {{course}} কোর্সের একটি আমন্ত্রণ আগেই অপেক্ষমাণ আছে: আমন্ত্রণ বোর্ড থেকে আবার পাঠান বা বাতিল করুন।',
    noCourseId: '"{{course}}" আইডির কোনো কোর্স নেই।',
    noCourseShortName: '"{{course}}" সংক্ষিপ্ত নামের কোনো কোর্স নেই।',
    csvCellCount: 'এই লাইনে {{found, number}}টি ঘর আছে; হেডারে আছে {{expected, number}}টি',
    csvFormula: '{{column}}: "{{first}}" দিয়ে শুরু হওয়া ঘর গ্রহণ করা হয় না (স্প্রেডশিটে এটি সূত্র হিসেবে চলবে)',
    csvDuplicate: 'লাইন {{line}}-এর পুনরাবৃত্তি (একই ই-মেইল ও কোর্স)',
    csvUnknownColumn: 'অজানা কলাম "{{cell}}": কলামগুলো হলো {{colEmail}}, {{colName}}, {{colCourse}} এবং (ঐচ্ছিক) {{colType}}',
    csvDuplicateColumn: '{{column}} কলামের নাম দুবার লেখা হয়েছে',
    csvMissingColumns: 'প্রথম লাইনে {{colEmail}}, {{colName}} ও {{colCourse}} কলামের নাম থাকতে হবে; নেই: {{columns}}',
    csvNoHeader: 'ফাইলটি খালি: এর প্রথম লাইনে {{colEmail}}, {{colName}}, {{colCourse}} (এবং {{colType}}) কলামের নাম থাকতে হবে',
    csvQuoteNotClosed: 'ফাইলটি CSV হিসেবে পড়া গেল না: ফাইলের শেষেও একটি উদ্ধৃতিচিহ্ন খোলা রয়ে গেছে (লাইন {{line}})',
    csvClosingQuote:
      'ফাইলটি CSV হিসেবে পড়া গেল না: লাইন {{line}}-এ বন্ধ উদ্ধৃতিচিহ্নের পরে আরও লেখা আছে (উদ্ধৃতিচিহ্নে ঘেরা ঘরের ভেতরে উদ্ধৃতিচিহ্ন দুবার লিখতে হয়: "")',
    csvOpeningQuote:
      'ফাইলটি CSV হিসেবে পড়া গেল না: লাইন {{line}}-এ এমন একটি ঘরের ভেতরে উদ্ধৃতিচিহ্ন আছে যা উদ্ধৃতিচিহ্ন দিয়ে শুরু হয়নি (পুরো ঘরটি উদ্ধৃতিচিহ্নে ঘিরে দিন)',
    csvUnreadable: 'ফাইলটি CSV হিসেবে পড়া গেল না: লাইন {{line}}-এ থেমে গেছে; ফাইলটি আবার CSV (কমা দিয়ে আলাদা) হিসেবে সংরক্ষণ করুন',
    componentInUse: '“{{name}}”-এ নম্বর বা প্রকাশ আছে, তাই এটি সরানো যাবে না।',
    maxBelowMark: '“{{name}}”-এর পূর্ণ নম্বর আগেই দেওয়া একটি নম্বরের চেয়ে কম।',
    finalNeedsComponents:
      'আগে প্রতিটি অংশ প্রকাশ করতে হবে (অথবা চূড়ান্ত ফলাফলের আগে বা একই সময়ে প্রকাশের সময় নির্ধারণ করতে হবে): এখনো হয়নি {{names}}।',
    staleRows: 'এই পাতা খোলার পর অন্য কেউ পরিবর্তন করেছেন: {{rolls}}। তাঁদের বর্তমান নম্বর এখন দেখানো হচ্ছে; কিছুই সংরক্ষণ করা হয়নি।',
    overMaximum: 'পূর্ণ নম্বর {{max, number}}-এর বেশি নম্বর: {{rolls}}। কিছুই সংরক্ষণ করা হয়নি।',
    listMore: '{{list}} এবং আরও {{count, number}}টি',
  },
};
