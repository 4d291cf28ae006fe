/** The page schemas as the browser bundles them: each block's by its type, and the form's. */
import pageSchemaFile from '../../../schema/page.schema.json';
import blockSchemaFile from '../../../schema/block.schema.json';
import defsSchemaFile from '../../../schema/defs.schema.json';
import catalogueSchemaFile from '../../../schema/site/catalogue.schema.json';
import { inMarketerWords } from '../form/words';
import { bundlePageSchema, formSchema, type JsonSchema } from '../schemaBundle';

const blockFiles = import.meta.glob<JsonSchema>('../../../schema/blocks/*.schema.json', {
  eager: true,
  import: 'default',
});
export const blockSchemas = Object.fromEntries(
  Object.entries(blockFiles).map(([file, schema]) => [
    file.replace(/^.*\/([\w-]+)\.schema\.json$/, '$1'),
    schema,
  ]),
);
export const pageFormSchema = inMarketerWords(
  formSchema(
    bundlePageSchema({
      page: pageSchemaFile as JsonSchema,
      block: blockSchemaFile as JsonSchema,
      defs: defsSchemaFile as JsonSchema,
      catalogue: catalogueSchemaFile as JsonSchema,
      blocks: blockSchemas,
    }),
  ),
);
