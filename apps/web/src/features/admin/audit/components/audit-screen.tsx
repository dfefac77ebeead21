// The audit log: every admin change, newest first, filtered by what was changed and how (kept in the URL,
// `?entity=course&action=update`). Each row opens to the record before and after the change. Read only. What was
// changed and how are fixed lists (the contract's AUDIT_ENTITIES and AUDIT_ACTIONS), shown through the admin
// catalogue: in English as recorded ('program coordinator', 'update'), in Bangla in words; a name the lists do not
// know is shown as recorded.
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type AuditEntry } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { setParam, useUrlFilter } from '#web/components/list/url-filter.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Moment } from '../../moment.tsx';
import { auditOptions } from '../api.ts';

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

/** 'program_coordinator' → 'program coordinator': a name the list does not know, as recorded. */
const words = (name: string) => name.replaceAll('_', ' ');

const entityKey = (name: string) => {
  const known = oneOf(AUDIT_ENTITIES, name);
  return known ? (`audit.entities.${known}` as const) : null;
};
const actionKey = (name: string) => {
  const known = oneOf(AUDIT_ACTIONS, name);
  return known ? (`audit.actions.${known}` as const) : null;
};

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

export function AuditScreen() {
  const id = useId();
  const { params, change } = useUrlFilter();
  const entity = oneOf(AUDIT_ENTITIES, params.get('entity'));
  const action = oneOf(AUDIT_ACTIONS, params.get('action'));
  const page = usePageParam();
  const query = useQuery(auditOptions({ entity, action, page }));

  const setFilter = (key: 'entity' | 'action', value: string) => change((next) => setParam(next, key, value));
  const t = useT(adminNs);
  const entityText = (name: string) => {
    const key = entityKey(name);
    return key ? t(key) : words(name);
  };
  const actionText = (name: string) => {
    const key = actionKey(name);
    return key ? t(key) : name;
  };
  const columns: readonly Column<AuditEntry>[] = [
    { header: t('audit.when'), cell: (entry) => <Moment iso={entry.created_at} /> },
    { header: t('audit.who'), cell: (entry) => entry.actor_email },
    { header: t('audit.action'), cell: (entry) => actionText(entry.action) },
    {
      header: t('audit.what'),
      cell: (entry) => `${entityText(entry.entity)}${entry.entity_id ? ` #${entry.entity_id}` : ''}`,
    },
    {
      header: t('audit.change'),
      cell: (entry) => (
        <details>
          <summary>{t('audit.beforeAndAfter')}</summary>
          <dl className="mb-0">
            <Snapshot label={t('audit.before')} value={entry.before} />
            <Snapshot label={t('audit.after')} value={entry.after} />
          </dl>
        </details>
      ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group>
          <Form.Label htmlFor={`${id}-entity`}>{t('audit.what')}</Form.Label>
          <Form.Select
            id={`${id}-entity`}
            value={entity ?? ''}
            onChange={(event) => setFilter('entity', event.target.value)}
          >
            <option value="">{t('audit.everything')}</option>
            {AUDIT_ENTITIES.map((name: AuditEntity) => (
              <option key={name} value={name}>
                {entityText(name)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group>
          <Form.Label htmlFor={`${id}-action`}>{t('audit.action')}</Form.Label>
          <Form.Select
            id={`${id}-action`}
            value={action ?? ''}
            onChange={(event) => setFilter('action', event.target.value)}
          >
            <option value="">{t('audit.any')}</option>
            {AUDIT_ACTIONS.map((name: AuditAction) => (
              <option key={name} value={name}>
                {actionText(name)}
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
        columns={columns}
        emptyText={t('audit.empty')}
        caption={t('audit.caption')}
      />
    </>
  );
}
