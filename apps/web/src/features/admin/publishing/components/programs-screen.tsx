// Programmes: the list in display order (as /courses shows them), searched by name or short name (`?search=`),
// with links to edit each one and its coordinators by batch, and a delete that asks first.
import { type AdminProgram, formatNumber, type Language, PUBLISHING_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { deleteProgramCall, programsOptions } from '../api.ts';

const a = paths.admin;

function columns(
  t: TFunction<'admin'>,
  language: Language,
  onDelete: (program: AdminProgram) => void,
): Column<AdminProgram>[] {
  return [
    {
      header: t('publishing.image'),
      cell: (program) =>
        program.image_url ? (
          <img src={program.image_url} alt="" width={64} height={40} className="rounded object-fit-cover" />
        ) : (
          <span className="text-body-secondary small">{t('publishing.none')}</span>
        ),
    },
    { header: t('publishing.shortName'), cell: (program) => program.short_name },
    {
      header: t('publishing.name'),
      cell: (program) => (
        <Link to={paths.courseDetail.getHref(program.short_name)} target="_blank" rel="noopener">
          {program.name}
          <span className="visually-hidden">{t('publishing.publicPageNewTab')}</span>
        </Link>
      ),
    },
    // The order is a number the admin types: Latin digits, as typed.
    { header: t('publishing.order'), cell: (program) => program.sort_order },
    {
      header: t('publishing.coordinators'),
      cell: (program) => (
        <Link
          to={a.programCoordinators.getHref(program.id)}
          aria-label={t('publishing.coordinatorsOf', { name: program.name })}
        >
          {formatNumber(language, program.coordinators)}
        </Link>
      ),
    },
    {
      header: t('publishing.action'),
      cell: (program) => (
        <div className="d-flex flex-wrap gap-2">
          <Link
            className="btn btn-sm btn-outline-primary"
            to={a.editProgram.getHref(program.id)}
            aria-label={t('publishing.editName', { name: program.name })}
          >
            {t('publishing.edit')}
          </Link>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => onDelete(program)}
            aria-label={t('publishing.deleteName', { name: program.name })}
          >
            {t('publishing.delete')}
          </Button>
        </div>
      ),
    },
  ];
}

export function ProgramsScreen() {
  const page = usePageParam();
  const search = useSearchParam();
  const query = useQuery(programsOptions(page, search));
  const [toDelete, setToDelete] = useState<AdminProgram | null>(null);
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();

  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start">
        <SearchBox
          label={t('publishing.searchProgrammes')}
          placeholder={t('publishing.searchByNameOrShortName')}
          maxLength={100}
        />
        <Link className="btn btn-primary mb-3" to={a.newProgram.path}>
          {t('publishing.newProgramme')}
        </Link>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(program) => program.id}
        total={(data) => data.total_data}
        columns={columns(t, language, setToDelete)}
        emptyText={msg(PUBLISHING_TEXT.programsEmpty)}
        caption={t('publishing.programmesCaption')}
      />
      <ConfirmDeleteDialog
        show={toDelete !== null}
        onHide={() => setToDelete(null)}
        title={t('publishing.deleteProgramme')}
        call={deleteProgramCall(toDelete?.id ?? 0)}
      >
        {t('publishing.deleteProgrammeBefore')}
        <strong>{toDelete?.name}</strong>
        {t('publishing.deleteProgrammeAfter')}
      </ConfirmDeleteDialog>
    </>
  );
}
