// The admin console's further screens in Bangla (validation.bn.ts): the certificates list and its actions, the inbox,
// the audit log, maintenance and publishing: their empty lists, the forms' rules, the server's answers and refusals.
// Keyed by the English text, which stays in the contract and the server.

export default {
  // Certificates: the list, revoke and re-issue
  'No certificates': 'কোনো সনদ নেই',
  'Certificate revoked': 'সনদ বাতিল করা হয়েছে',
  'Certificate re-issued with the corrected name': 'সংশোধিত নামে সনদ পুনরায় প্রদান করা হয়েছে',
  'No such certificate': 'এমন কোনো সনদ নেই',
  'This certificate is already revoked': 'এই সনদ আগেই বাতিল করা হয়েছে',
  'This certificate was replaced by a newer one: act on the newer one':
    'এই সনদের বদলে নতুন একটি প্রদান করা হয়েছে: নতুনটির ওপর ব্যবস্থা নিন',
  'A revoked certificate cannot be re-issued': 'বাতিল সনদ পুনরায় প্রদান করা যায় না',
  'The corrected name is the name on the certificate': 'সংশোধিত নামটি সনদে থাকা নামের মতোই',
  'A reason is required': 'কারণ লিখুন',
  'The corrected name is required': 'সংশোধিত নাম লিখুন',
  'Choose valid, revoked or superseded': 'বৈধ, বাতিল বা প্রতিস্থাপিত বেছে নিন',
  'At most 500 characters': 'সর্বোচ্চ ৫০০ অক্ষর',
  'At most 200 characters': 'সর্বোচ্চ ২০০ অক্ষর',
  'Search must be at most 100 characters': 'খোঁজার লেখা সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
} satisfies Record<string, string>;
