// The forum's messages and answers, in Bangla (validation.bn.ts): the contract's validation messages of the post and
// reply forms, and the server's answers the forum's toasts show.

export default {
  // Create Post, Edit Post, the reply box, Edit Reply
  'Post title is required!': 'পোস্টের শিরোনাম লিখুন!',
  'Please Select a Course!': 'একটি কোর্স বেছে নিন!',
  'Post Body is required!': 'পোস্টের মূল লেখা লিখুন!',
  'Please Fill out this field': 'অনুগ্রহ করে এই ঘরটি পূরণ করুন',
  'Please Fill out this field!': 'অনুগ্রহ করে এই ঘরটি পূরণ করুন!',
  'max length is 255': 'সর্বোচ্চ ২৫৫ অক্ষর লেখা যাবে',
  'max length is 10000': 'সর্বোচ্চ ১০০০০ অক্ষর লেখা যাবে',
  'Line breaks and control characters are not allowed': 'নতুন লাইন বা কন্ট্রোল অক্ষর দেওয়া যাবে না',
  'Control characters are not allowed': 'কন্ট্রোল অক্ষর দেওয়া যাবে না',
  // The server's answers
  'Posted Successfully': 'পোস্ট করা হয়েছে',
  'Reply Sent!': 'উত্তর পাঠানো হয়েছে!',
  'Edited Successfully!': 'সম্পাদনা সংরক্ষণ করা হয়েছে!',
  'Deleted Successfully': 'মুছে ফেলা হয়েছে',
  'Post Not Found!': 'পোস্টটি পাওয়া যায়নি!',
  'This course has expired: posts can be created in running courses only.':
    'কোর্সটির মেয়াদ শেষ: শুধু চলমান কোর্সেই পোস্ট তৈরি করা যায়।',
} satisfies Record<string, string>;
