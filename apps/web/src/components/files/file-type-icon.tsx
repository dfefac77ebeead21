// The icon of a stored file, by its extension (the spec's `content_mime` / `assignment_mime`): a page with the
// file kind written on it. Decorative: the button or link around it carries the accessible name.
const KIND: Record<string, { label: string; className: string }> = {
  pdf: { label: 'PDF', className: 'text-danger' },
  doc: { label: 'DOC', className: 'text-primary' },
  docx: { label: 'DOC', className: 'text-primary' },
  xls: { label: 'XLS', className: 'text-success' },
  xlsx: { label: 'XLS', className: 'text-success' },
  ppt: { label: 'PPT', className: 'text-warning-emphasis' },
  pptx: { label: 'PPT', className: 'text-warning-emphasis' },
  zip: { label: 'ZIP', className: 'text-secondary' },
};

const UNKNOWN = { label: 'FILE', className: 'text-secondary' };

/** The kind written on the icon ('PDF', 'DOC', … 'FILE'): text a sighted user sees on the control. */
export function fileKindLabel(extension: string | null | undefined): string {
  return (KIND[(extension ?? '').toLowerCase()] ?? UNKNOWN).label;
}

export function FileTypeIcon({ extension, size = 28 }: { extension: string | null | undefined; size?: number }) {
  const kind = KIND[(extension ?? '').toLowerCase()] ?? UNKNOWN;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={kind.className}
    >
      <path
        d="M6 2h8l5 5v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text x="12" y="17.5" textAnchor="middle" fontSize="6" fontWeight="700" fill="currentColor">
        {kind.label}
      </text>
    </svg>
  );
}
