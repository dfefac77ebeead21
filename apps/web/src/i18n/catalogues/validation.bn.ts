// The contract's validation messages and the server's refusals and answers, in Bangla, keyed by their English text
// (which stays in the contract and the server: docs/i18n.md, Validation messages). One file per feature in
// validation/ (<feature>.bn.ts, a default export of English → Bangla), all gathered here into the one lazy chunk. A
// message without an entry is shown in English: add the entry when its form is translated. A message carrying a
// limit is written out with its number (importing the contract's LIMITS here would split a shared chunk off the
// English first load); catalogue.test.ts checks each such key against LIMITS, and that a message given in two files
// reads the same in both.

const files = import.meta.glob<{ default: Record<string, string> }>('./validation/*.bn.ts', { eager: true });

const messages: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(files).map((file) => file.default),
);

export default messages;
