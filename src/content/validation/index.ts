export { validatePagesData, type ValidateOptions } from './validate-pages-data';
export {
  formatReport,
  formatReportGithub,
  formatReportJson,
  summaryLine,
  type Problem,
  type ValidatedPage,
  type ValidationReport,
  type Warning,
} from './report';
export { getSchemaValidator, SCHEMA_IDS } from './schemas';
export { ValidationSetupError } from './setup-error';
