// A certification programme as a card (home 'What We Offer' and /courses): its image, or a placeholder that
// shows the short name, then the short name and the full name, linking to the programme page.
import type { ProgramListItem } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IMAGE_SIZE } from './images.ts';

/** `headingLevel`: 3 under a section's h2 (home), 2 right under the page's h1 (/courses): no level skipped. */
export function ProgramCard({ program, headingLevel = 3 }: { program: ProgramListItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [isBroken, setBroken] = useState(false);
  const showImage = Boolean(program.image_url) && !isBroken;
  return (
    <article className="card h-100 program-card">
      {showImage ? (
        <img
          src={program.image_url ?? undefined}
          alt=""
          width={IMAGE_SIZE.program.width}
          height={IMAGE_SIZE.program.height}
          loading="lazy"
          decoding="async"
          className="card-img-top program-card-image"
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="card-img-top program-card-placeholder" aria-hidden="true">
          {program.program_short_name}
        </div>
      )}
      <div className="card-body">
        <Heading className="h5 card-title mb-1">
          <Link to={paths.courseDetail.getHref(program.program_short_name)} className="stretched-link">
            {program.program_short_name}
          </Link>
        </Heading>
        <p className="card-text mb-0">{program.program_name}</p>
      </div>
    </article>
  );
}

/** The grey shape of a card while the programmes load. */
export function ProgramCardSkeleton() {
  return (
    <div className="card h-100 shadow-sm" aria-hidden="true">
      <div className="card-img-top program-card-placeholder placeholder-glow">
        <span className="placeholder w-100 h-100" />
      </div>
      <div className="card-body placeholder-glow">
        <span className="placeholder col-4 d-block mb-2" />
        <span className="placeholder col-9 d-block" />
      </div>
    </div>
  );
}
