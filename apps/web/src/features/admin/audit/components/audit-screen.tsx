// The audit log: every admin change, newest first, filtered by what was changed and how (kept in the URL,
// `?entity=course&action=update`). Each row opens to the record before and after the change. Read only.
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type AuditEntry } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { setParam, useUrlFilter } from '#web/components/list/url-filter.ts';
import { RelativeTime } from '#web/components/ui/relative-time.tsx';
import { auditOptions } from '../api.ts';

export const AUDIT_TEXT = { empty: 'No changes recorded' } as const;

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

/** 'program_coordinator' → 'program coordinator'. */
const words = (name: string) => name.replaceAll('_', ' ');

function Snapshot({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <pre className="small mb-1 plain-text">{JSON.stringify(value, null, 2)}</pre>
      </dd>
    </>
  );
}

const COLUMNS: readonly Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => <RelativeTime iso={entry.created_at} /> },
  { header: 'Who', cell: (entry) => entry.actor_email },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'What', cell: (entry) => `${words(entry.entity)}${entry.entity_id ? ` #${entry.entity_id}` : ''}` },
  {
    header: 'Change',
    cell: (entry) => (
      <details>
        <summary>Before and after</summary>
        <dl className="mb-0">
          <Snapshot label="Before" value={entry.before} />
          <Snapshot label="After" value={entry.after} />
        </dl>
      </details>
    ),
  },
];

export function AuditScreen() {
  const id = useId();
  const { params, change } = useUrlFilter();
  const entity = oneOf(AUDIT_ENTITIES, params.get('entity'));
  const action = oneOf(AUDIT_ACTIONS, params.get('action'));
  const page = usePageParam();
  const query = useQuery(auditOptions({ entity, action, page }));

  const setFilter = (key: 'entity' | 'action', value: string) => change((next) => setParam(next, key, value));

  return (
    <>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group>
          <Form.Label htmlFor={`${id}-entity`}>What</Form.Label>
          <Form.Select
            id={`${id}-entity`}
            value={entity ?? ''}
            onChange={(event) => setFilter('entity', event.target.value)}
          >
            <option value="">Everything</option>
            {AUDIT_ENTITIES.map((name: AuditEntity) => (
              <option key={name} value={name}>
                {words(name)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group>
          <Form.Label htmlFor={`${id}-action`}>Action</Form.Label>
          <Form.Select
            id={`${id}-action`}
            value={action ?? ''}
            onChange={(event) => setFilter('action', event.target.value)}
          >
            <option value="">Any</option>
            {AUDIT_ACTIONS.map((name: AuditAction) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(entry) => entry.id}
        total={(data) => data.total_data}
        columns={COLUMNS}
        emptyText={AUDIT_TEXT.empty}
        caption="Admin changes, newest first"
      />
    </>
  );
}
