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
  },
};
