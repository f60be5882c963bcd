/** GraphQL types of the documents (SPEC §3 "Document": title, filename, file). */
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { Employee } from '../people/types';

export enum DocumentScope {
  COMPANY = 'company',
  EMPLOYEE = 'employee',
}
registerEnumType(DocumentScope, {
  name: 'DocumentScope',
  description: 'Whom a document belongs to',
  valuesConfig: {
    COMPANY: { description: 'Company-wide: every employee sees it (policies, handbooks)' },
    EMPLOYEE: { description: "One employee's: that employee, HR and admins see it (contracts, certificates)" },
  },
});

@ObjectType({ description: 'A stored document. Needs the upstream extension /documents (not in SPEC §7)' })
export class HrDocument {
  @Field(() => ID, { description: 'Document id' })
  id!: string;
  @Field(() => String, { description: 'Title, e.g. "Employment Contract"' })
  title!: string;
  @Field(() => String, { description: 'The file name offered on download' })
  filename!: string;
  @Field(() => DocumentScope, { description: "Company-wide or one employee's" })
  scope!: DocumentScope;
  @Field(() => ID, { nullable: true, description: 'Whose document it is; null for company-wide ones' })
  employeeId?: string | null;
  @Field(() => String, { nullable: true, description: "The employee's name", deprecationReason: 'Use employee { name }' })
  employeeName?: string | null;
  @Field(() => Employee, { nullable: true, description: 'Whose document it is; null for company-wide ones' })
  employee?: Employee | null;
  @Field(() => String, { description: 'MIME type of the file' })
  mimetype!: string;
  @Field(() => ID, { nullable: true, description: 'Who uploaded it' })
  uploadedById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who uploaded it', deprecationReason: 'Use uploadedBy { name }' })
  uploadedByName?: string | null;
  @Field(() => Employee, { nullable: true, description: 'Who uploaded it' })
  uploadedBy?: Employee | null;
  @Field(() => String, { description: 'When it was uploaded (ISO date-time)' })
  createdAt!: string;
  @Field(() => String, { description: 'When it last changed (ISO date-time)' })
  updatedAt!: string;
}

@ObjectType({ description: 'A page of documents' })
export class HrDocumentPage extends Paged(HrDocument) {}
