/**
 * The interview's pass-mark verdict: the upstream's `meets_pass_mark` when it sends one; from a SPEC §7-only
 * backend (no such field) the gateway judges the English average against DEFAULT_PASS_MARK itself.
 */
import { describe, expect, it } from '@jest/globals';
import 'reflect-metadata';
import { InterviewResolver, type InterviewRow } from '../src/modules/recruitment/resolver';
import { DEFAULT_PASS_MARK } from '../src/modules/recruitment/types';

const resolver = new InterviewResolver();
const scores = (english: number) => ({
  englishFluency: english,
  englishPronunciation: english,
  englishComprehension: english,
  englishVocab: english,
  englishGrammar: english,
});
const row = (over: Partial<InterviewRow>) => ({ id: 1, candidateId: 1, ...over }) as InterviewRow;

describe('pass mark of an interview', () => {
  it('takes the upstream verdict and mark when the row carries them', () => {
    const r = row({ interviewTypeSpecific: scores(9), passMark: 9.5, meetsPassMark: false });
    expect(resolver.passMark(r)).toBe(9.5);
    expect(resolver.meetsPassMark(r)).toBe(false);
  });

  it('judges against the default mark without the extension (at the mark passes, below fails, no scores null)', () => {
    expect(DEFAULT_PASS_MARK).toBe(7);
    expect(resolver.passMark(row({}))).toBe(7);
    expect(resolver.meetsPassMark(row({ interviewTypeSpecific: scores(7) }))).toBe(true);
    expect(resolver.meetsPassMark(row({ interviewTypeSpecific: scores(6) }))).toBe(false);
    expect(resolver.meetsPassMark(row({ interviewTypeSpecific: null }))).toBeNull();
  });
});
