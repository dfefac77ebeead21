// Intrinsic sizes of the public images (the seed's files and what an admin upload is resized to): every
// <img> carries them, so the page does not jump while images arrive.
export const IMAGE_SIZE = {
  banner: { width: 1600, height: 600 },
  program: { width: 800, height: 500 },
  avatar: { width: 256, height: 256 },
} as const;
