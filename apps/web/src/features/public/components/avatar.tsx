// A round portrait of a person (coordinator, director): the default avatar when there is none or it fails.
import { useState } from 'react';
import { avatarSrc } from '#web/components/ui/avatar-src.ts';

export function Avatar({ src, size, alt = '' }: { src: string | null | undefined; size: number; alt?: string }) {
  const [isBroken, setBroken] = useState(false);
  return (
    <img
      src={avatarSrc(isBroken ? null : src)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="avatar rounded-circle flex-shrink-0"
      onError={() => setBroken(true)}
    />
  );
}
