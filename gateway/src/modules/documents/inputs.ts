/** Arguments and inputs of the document operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { DocumentScope, HrDocument } from './types';

@ArgsType()
export class DocumentArgs extends SortedPageArgs('/documents', 'DocumentSortKey') {
  @Field(() => DocumentScope, { nullable: true, description: 'Only company-wide or only employee documents' })
  scope?: DocumentScope | null;
  @Field(() => ID, { nullable: true, description: "Only this employee's documents" })
  employeeId?: string | null;
  @Field(() => String, { nullable: true, description: 'Title, file name or employee name contains' })
  search?: string | null;
}

@InputType({ description: 'A document to upload (the file is the `file` argument)' })
export class DocumentInput extends inputOf(HrDocument, ['title', 'employeeId', 'filename'], {
  optional: ['filename'],
  describe: {
    title: 'Title (at most 150 characters)',
    employeeId: 'Whose document; empty for a company-wide one',
    filename: "The name offered on download; default the uploaded file's name",
  },
}) {}

@InputType({ description: 'Changes to a document; omitted fields keep their value' })
export class DocumentUpdateInput extends inputOf(HrDocument, ['title', 'filename'], { optional: true, describe: { title: 'Title' } }) {}
