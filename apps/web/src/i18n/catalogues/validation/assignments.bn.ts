// The assignments screens' messages and the server's answers to them, in Bangla (validation.bn.ts).

export default {
  // Upload and Change
  'Please Choose A file!': 'অনুগ্রহ করে একটি ফাইল বেছে নিন!',
  'Uploaded Successfully!': 'সফলভাবে আপলোড হয়েছে!',
  'The submission deadline has passed.': 'জমা দেওয়ার শেষ সময় পেরিয়ে গেছে।',
} satisfies Record<string, string>;
