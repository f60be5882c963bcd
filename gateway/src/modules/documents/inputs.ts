/** Arguments and inputs of the document operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../common/paging';
import { DocumentScope } from './types';

@ArgsType()
export class DocumentArgs extends PageArgs {
  @Field(() => DocumentScope, { nullable: true, description: 'Only company-wide or only employee documents' })
  scope?: DocumentScope | null;
  @Field(() => ID, { nullable: true, description: "Only this employee's documents" })
  employeeId?: string | null;
  @Field(() => String, { nullable: true, description: 'Title, file name or employee name contains' })
  search?: string | null;
}

@InputType({ description: 'A document to upload (the file is the `file` argument)' })
export class DocumentInput {
  @Field(() => String, { description: 'Title (at most 150 characters)' })
  title!: string;
  @Field(() => ID, { nullable: true, description: 'Whose document; empty for a company-wide one' })
  employeeId?: string | null;
  @Field(() => String, { nullable: true, description: "The name offered on download; default the uploaded file's name" })
  filename?: string | null;
}

@InputType({ description: 'Changes to a document; omitted fields keep their value' })
export class DocumentUpdateInput {
  @Field(() => String, { nullable: true, description: 'Title' })
  title?: string | null;
  @Field(() => String, { nullable: true, description: 'The name offered on download' })
  filename?: string | null;
}
