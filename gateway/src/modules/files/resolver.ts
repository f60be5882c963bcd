/**
 * Generic file storage: `uploadFile` streams a GraphQL multipart upload to `POST /files` and answers a
 * download link. Domains with their own attachments follow the same two steps (multipart call, createFileLink).
 */
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { Upload, type FileUpload } from '../../common/scalars';
import type { Context } from '../../context';
import { createFileLink } from '../../files/tickets';
import { checkedDocument } from '../../files/documentUpload';
import { StoredFile } from './types';

@Resolver(() => StoredFile)
export class FilesResolver {
  @Authorized()
  @Mutation(() => StoredFile, {
    description: `Stores a document: PDF, DOC, DOCX, PNG or JPEG by its content (multipart request; size limit UPLOAD_MAX_MB, default 10 MB). Needs the upstream extension POST /files: a SPEC §7-only backend answers NOT_FOUND (capabilities.fileUpload says whether it is offered)`,
  })
  async uploadFile(
    @Arg('file', () => Upload, { description: 'The file (GraphQL multipart request spec)' }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<StoredFile> {
    const stored = await ctx.rest.post('/files', {
      multipart: { files: { file: await checkedDocument(file, 'file', 'file') } },
    });
    return {
      id: String(stored.id),
      filename: stored.filename,
      mimetype: stored.mimetype,
      link: createFileLink(ctx, `/files/${stored.id}/download`, stored.filename),
    };
  }
}
