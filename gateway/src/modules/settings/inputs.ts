/** Inputs of settings. */
import { Field, InputType } from 'type-graphql';
import { inputOf } from '../../kit/inputOf';
import { CompanySettings } from './types';

@InputType({ description: 'Changes to the company settings; a field left out keeps its value' })
export class CompanySettingsInput extends inputOf(
  CompanySettings,
  ['name', 'copyright', 'primaryColor', 'secondaryColor', 'jiraUrl', 'jiraUsername', 'auditRetentionMonths'],
  {
    optional: ['name', 'copyright'],
    describe: {
      name: "The company's name (at most 100 characters)",
      copyright: 'The copyright line (at most 200 characters)',
      primaryColor: 'Primary colour, #rrggbb; null: the default',
      secondaryColor: 'Secondary colour, #rrggbb; null: the default',
    },
  },
) {
  @Field(() => String, { nullable: true, description: 'A new Jira API token (stored encrypted, never answered); blank keeps the stored one' })
  jiraToken?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Remove the stored Jira API token' })
  clearJiraToken?: boolean | null;
}
