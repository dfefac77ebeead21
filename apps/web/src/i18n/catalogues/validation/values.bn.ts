// Texts the server writes with values inside, in Bangla (validation.bn.ts): the server's line for a notification
// whose object is gone (the lines with values are written by the web from the `texts` catalogue).

export default {
  'This item is no longer available': 'এই বিষয়টি আর পাওয়া যাচ্ছে না',
} satisfies Record<string, string>;
