// Registers the Report List's routes: coordinatorReports.courses, .sheet, .summary, .exportCsv and .exportXlsx.
export { reportsRoutes } from './reports.routes.ts';
