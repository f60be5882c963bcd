/**
 * Headcount: the tracker, the record (create, edit, upsert, CSV import), contracts (upload, download,
 * template upload, export filled from the template), statuses, charts and expiry-alert counts. Every operation is
 * CEO and HR (`headcount.manage`), checked here and again by the upstream.
 * Relations (employee, manager, department, employment role and status) go through DataLoaders; each is answered
 * from the row (kit `fromRow`) when only what the row carries is asked: the employee's and manager's id, name or
 * RES_ID, the department's id and name, the status's id and name, the role's id and title. The tracker costs 1 call.
 * Extensions: `headcountStats` uses GET /headcount_employees/stats, else computes the same figures from the records
 * (statsFallback.ts); `headcountImportTemplate` and `headcountContractTemplate` need their GETs (NOT_FOUND on a
 * SPEC-only backend) and the `expiring` filter is ignored there.
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ImportResult } from '../../common/types';
import { Upload, type FileUpload } from '../../common/scalars';
import { checkedDocument } from '../../files/documentUpload';
import type { Context } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import type { GetAnswer } from '../../rest/typed';
import { createFileLink, FileLink } from '../../files/tickets';
import { Department, EmploymentRole, EmploymentStatus } from '../people/types';
import { HeadcountArgs, HeadcountEmployeeInput } from './inputs';
import { statsFromRecords } from './statsFallback';
import { withExtension } from '../../kit/capabilities';
import { declareRelations, relation } from '../../kit/relations';
import { departmentById, employeeRelation, roleById, statusById } from './loaders';
import { ContractTemplateResult, HeadcountEmployee, HeadcountEmployeePage, HeadcountStats } from './types';
import { Candidate } from '../recruitment/types';
import { candidateById } from '../recruitment/loaders';
import { filterQuery } from '../../kit/filterQuery';

const ACCESS = 'headcount.manage';
/** Body keys the generic camel -> snake rule cannot derive. */
const KEYS = { nationalId: 'national_id', official111Form: 'official_111_form', resId: 'RES_ID' } as const;
const idArg = (description = 'Employee id') => Arg('id', () => ID, { description });

/** The answer row as the upstream spells it (camelCased by the REST client; the GraphQL type reads it). */
type Row = GetAnswer<'/headcount_employees/{id}'>;

/**
 * The charts and expiry-alert counts: one upstream call (GET /headcount_employees/stats), else computed from the
 * records (statsFallback.ts). The home dashboard's expiry widget reads the same call. Callers check the access.
 */
export function headcountStatsOf(ctx: Context): Promise<HeadcountStats> {
  return withExtension(
    ctx,
    'GET /headcount_employees/stats',
    () => ctx.rest.get('/headcount_employees/stats'),
    () => statsFromRecords(ctx),
  );
}

@Resolver(() => HeadcountEmployee)
export class HeadcountResolver {
  @Authorized(ACCESS)
  @Query(() => HeadcountEmployeePage, { description: 'The headcount tracker: paged, sorted and filtered (CEO, HR)' })
  headcountEmployees(@Args(() => HeadcountArgs) args: HeadcountArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/headcount_employees', { query: filterQuery(args) });
  }

  @Authorized(ACCESS)
  @Query(() => HeadcountEmployee, { description: 'One headcount record; NOT_FOUND when missing' })
  headcountEmployee(@idArg() id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/headcount_employees/{id}', { params: { id } });
  }

  @Authorized(ACCESS)
  @Query(() => [EmploymentStatus], { description: 'Employment statuses the headcount form offers' })
  async headcountEmploymentStatuses(@Ctx() ctx: Context) {
    return (await ctx.rest.get('/headcount_employees/employment_statuses')).items;
  }

  @Authorized(ACCESS)
  @Query(() => HeadcountStats, {
    description: 'Charts and expiry-alert counts (the upstream extension GET /headcount_employees/stats, else computed from the records)',
  })
  headcountStats(@Ctx() ctx: Context): Promise<HeadcountStats> {
    return headcountStatsOf(ctx);
  }

  @Authorized(ACCESS)
  @Query(() => FileLink, { description: "Download link of the employee's signed contract; NOT_FOUND when none is uploaded" })
  async headcountContract(@idArg() id: string, @Ctx() ctx: Context): Promise<FileLink> {
    const row = await ctx.rest.get('/headcount_employees/{id}', { params: { id } });
    if (!row.contractUrl) throw gatewayError(ErrorCode.NOT_FOUND, 'This employee has no uploaded contract');
    return createFileLink(ctx, row.contractUrl, row.contractFilename ?? `contract_${row.resId}`);
  }

  @Authorized(ACCESS)
  @Query(() => FileLink, { description: "Download link of a DOCX contract generated from the template with the employee's data" })
  async headcountContractExport(@idArg() id: string, @Ctx() ctx: Context): Promise<FileLink> {
    const row = await ctx.rest.get('/headcount_employees/{id}', { params: { id } });
    return createFileLink(ctx, `/headcount_employees/export_contract?id=${encodeURIComponent(String(row.id))}`, `contract_${row.resId}.docx`);
  }

  @Authorized(ACCESS)
  @Query(() => FileLink, { description: 'Download link of the import CSV template (needs the upstream extension GET /headcount_employees/import_template)' })
  headcountImportTemplate(@Ctx() ctx: Context): FileLink {
    return createFileLink(ctx, '/headcount_employees/import_template', 'headcount_import_template.csv');
  }

  @Authorized(ACCESS)
  @Query(() => FileLink, {
    description: 'Download link of the current DOCX contract template (needs the upstream extension GET /headcount_employees/contract_template)',
  })
  headcountContractTemplate(@Ctx() ctx: Context): FileLink {
    return createFileLink(ctx, '/headcount_employees/contract_template', 'contract_template.docx');
  }

  @Authorized(ACCESS)
  @Mutation(() => HeadcountEmployee, { description: 'Adds a headcount employee; duplicate national ID: CONFLICT naming the RES_ID that holds it' })
  createHeadcountEmployee(@Arg('input', () => HeadcountEmployeeInput, { description: 'The record' }) input: HeadcountEmployeeInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/headcount_employees', { body: { headcountEmployee: { ...input } }, keys: KEYS });
  }

  @Authorized(ACCESS)
  @Mutation(() => HeadcountEmployee, { description: 'Changes a headcount record (omitted fields keep their value)' })
  updateHeadcountEmployee(
    @idArg() id: string,
    @Arg('input', () => HeadcountEmployeeInput, { description: 'The changes' }) input: HeadcountEmployeeInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.put('/headcount_employees/{id}', { params: { id }, body: { headcountEmployee: { ...input } }, keys: KEYS });
  }

  @Authorized(ACCESS)
  @Mutation(() => ImportResult, { description: 'Creates or updates records by RES_ID; each record is saved whole or reported' })
  addOrUpdateHeadcountEmployees(
    @Arg('inputs', () => [HeadcountEmployeeInput], { description: 'The records' }) inputs: HeadcountEmployeeInput[],
    @Ctx() ctx: Context,
  ): Promise<ImportResult> {
    return ctx.rest.post('/headcount_employees/add_or_update', { body: { headcountEmployees: inputs.map((i) => ({ ...i })) }, keys: KEYS });
  }

  @Authorized(ACCESS)
  @Mutation(() => ImportResult, { description: 'Imports headcount records from a CSV (created or updated by RES_ID); bad rows are reported' })
  importHeadcountEmployees(
    @Arg('file', () => Upload, { description: 'CSV with the columns of the import template' }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<ImportResult> {
    return ctx.rest.post('/headcount_employees/import', { multipart: { files: { file } } });
  }

  @Authorized(ACCESS)
  @Mutation(() => HeadcountEmployee, { description: 'Uploads the signed contract (PDF, DOCX, DOC, PNG, JPEG); replaces the previous one' })
  async uploadHeadcountContract(
    @idArg() id: string,
    @Arg('file', () => Upload, { description: 'The signed contract' }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    const contract = await checkedDocument(file, 'contract', 'contract');
    return ctx.rest.post('/headcount_employees/{id}/upload_contract', { params: { id }, multipart: { files: { contract } } });
  }

  @Authorized(ACCESS)
  @Mutation(() => ContractTemplateResult, { description: 'Uploads the DOCX contract template (placeholders like {name}; a broken template is refused)' })
  uploadContractTemplate(
    @Arg('file', () => Upload, { description: 'A .docx template' }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<ContractTemplateResult> {
    return ctx.rest.post('/headcount_employees/upload_template', { multipart: { files: { template: file } } });
  }

  @FieldResolver(() => String, { nullable: true, description: 'Department name', deprecationReason: 'Use department { departmentName }' })
  departmentName(@Root() row: Row): string | null {
    return typeof row.department === 'string' ? row.department : null;
  }

  // Always loaded, never answered from the id alone: null when the caller may not see that candidate.
  @FieldResolver(() => Candidate, { nullable: true, description: 'The candidate this person was onboarded from (recruitment), if any' })
  candidate(@Root() row: Row, @Ctx() ctx: Context) {
    return row.candidateId ? candidateById(ctx).load(row.candidateId) : null;
  }

  @FieldResolver(() => FileLink, { nullable: true, description: 'Short-lived download link of the signed contract, when uploaded' })
  contract(@Root() row: Row, @Ctx() ctx: Context): FileLink | null {
    return row.contractUrl ? createFileLink(ctx, row.contractUrl, row.contractFilename ?? `contract_${row.resId}`) : null;
  }
}

declareRelations(HeadcountResolver, {
  employee: employeeRelation(
    'The same person as a people-domain employee',
    (row: Row) => row.id,
    (row) => ({
      name: row.name,
      resId: row.resId,
      email: row.communicationEmail,
      roleTitle: row.role,
    }),
  ),
  manager: employeeRelation(
    'Direct manager',
    (row: Row) => row.managerId,
    (row) => ({ name: row.directManager?.name, resId: row.directManager?.resId }),
  ),
  department: relation(
    () => Department,
    (row: Row) => row.departmentId,
    departmentById,
    { description: 'Department', carried: (row) => ({ departmentName: row.department }) },
  ),
  employmentRole: relation(
    () => EmploymentRole,
    (row: Row) => row.employmentRoleId,
    roleById,
    { description: 'Employment role', carried: (row) => ({ title: row.role }) },
  ),
  employmentStatus: relation(
    () => EmploymentStatus,
    (row: Row) => row.statusId,
    statusById,
    { description: 'Employment status', carried: (row) => ({ name: row.status }) },
  ),
});
