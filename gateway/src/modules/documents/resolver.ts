/**
 * Documents: HR and admins upload, change and delete company-wide documents and anyone's (`documents.manage`);
 * everyone lists and downloads the company-wide ones and their own (`documents.view`; the upstream limits the rows).
 * Downloads are short-lived signed FileLinks (files/tickets.ts), made at click time from GET /documents/{id}/download.
 * The shared area has no SPEC §7 paths: every call is an upstream extension (/documents, upstream/src/http/
 * extensions.ts) with no SPEC fallback; a SPEC §7-only backend answers NOT_FOUND (the descriptions say so).
 */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import { Upload, type FileUpload } from '../../common/scalars';
import { checkedDocument, checkedOptionalDocument } from '../../files/documentUpload';
import type { Context } from '../../context';
import { createFileLink, FileLink } from '../../files/tickets';
import { declareRelations } from '../../kit/relations';
import type { RowOf } from '../../kit/loaders';
import { employeeRelation } from '../people/loaders';
import { definedOnly } from '../../kit/defined';
import { DocumentArgs, DocumentInput, DocumentUpdateInput } from './inputs';
import { HrDocument, HrDocumentPage } from './types';

const NEEDS = ' (needs the upstream extension /documents; not in SPEC §7)';
const idArg = () => Arg('id', () => ID, { description: 'Document id' });

@Resolver(() => HrDocument)
export class DocumentResolver {
  @Authorized('documents.view')
  @Query(() => HrDocumentPage, { description: `Documents the caller may see: HR and admins all, others company-wide ones and their own${NEEDS}` })
  documents(@Args(() => DocumentArgs) { scope, employeeId, search, ...page }: DocumentArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/documents', { query: { ...pageQuery(page), scope, employeeId, search } });
  }

  @Authorized('documents.view')
  @Query(() => HrDocument, { description: `One document; NOT_FOUND "Document is not found!", FORBIDDEN for another employee's${NEEDS}` })
  document(@idArg() id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/documents/{id}', { params: { id } });
  }

  @Authorized('documents.view')
  @Query(() => FileLink, { description: `A short-lived download link of a document the caller may see${NEEDS}` })
  async documentDownload(@idArg() id: string, @Ctx() ctx: Context): Promise<FileLink> {
    const answer = await ctx.rest.get('/documents/{id}/download', { params: { id } });
    return createFileLink(ctx, answer.url, answer.filename);
  }

  @Authorized('documents.manage')
  @Mutation(() => HrDocument, { description: `Uploads a document, company-wide or for one employee (HR, admins)${NEEDS}` })
  async uploadDocument(
    @Arg('input', () => DocumentInput, { description: 'Title, owner and file name' }) input: DocumentInput,
    @Arg('file', () => Upload, { description: 'The document (PDF, DOC, DOCX, PNG or JPEG; GraphQL multipart request)' }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    const document = await checkedDocument(file, 'file', 'document');
    return ctx.rest.post('/documents', { multipart: { fields: { ...input }, files: { file: document } } });
  }

  @Authorized('documents.manage')
  @Mutation(() => HrDocument, { description: `Renames a document and/or replaces its file (HR, admins)${NEEDS}` })
  async updateDocument(
    @idArg() id: string,
    @Arg('input', () => DocumentUpdateInput, { description: 'The changes' }) input: DocumentUpdateInput,
    @Arg('file', () => Upload, { nullable: true, description: 'A new file replacing the old one (PDF, DOC, DOCX, PNG or JPEG)' })
    file: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ) {
    const fields = definedOnly(input);
    const document = await checkedOptionalDocument(file, 'file', 'document');
    return ctx.rest.put('/documents/{id}', { params: { id }, multipart: { fields, files: { file: document } } });
  }

  @Authorized('documents.manage')
  @Mutation(() => Boolean, { description: `Deletes a document and its file (HR, admins)${NEEDS}` })
  async deleteDocument(@idArg() id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/documents/{id}', { params: { id } });
    return true;
  }
}

/** A document as the upstream answers it. */
type DocumentRow = RowOf<'/documents'>;

declareRelations(DocumentResolver, {
  employee: employeeRelation(
    'Whose document it is; null for company-wide ones',
    (row: DocumentRow) => row.employeeId,
    (row) => ({ name: row.employeeName }),
  ),
  uploadedBy: employeeRelation(
    'Who uploaded it',
    (row: DocumentRow) => row.uploadedById,
    (row) => ({ name: row.uploadedByName }),
  ),
});
