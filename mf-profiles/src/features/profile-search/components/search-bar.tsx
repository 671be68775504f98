// SPEC section 2, /profile/list: Name, Where (location) and Search. Searching
// writes userName, location, skills and minRating into the URL of the current path, which
// reruns the route loader.
import type { FormEvent } from 'react';
import { useSearchParams } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { MIN_RATING_CHOICES, SKILLS } from '@marketplace/shared-api/constants';
import { Button } from '@marketplace/shared-ui/button';
import { SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { TagPicker } from '@marketplace/shared-ui/tag-picker';
import { useFormValues } from '@marketplace/shared-ui/use-form-values';
import { criteriaToSearchParams, hasCriteria, NO_CRITERIA, type SearchCriteria } from '../search-criteria';

export const ANY_SKILL = 'Any skill';
export const ADD_SKILL = 'Add a skill';
/** The optional minimum earned rating: unrated (New) assistants have none, so any choice leaves them out. */
const RATING_OPTIONS = [{ value: '', label: 'Any rating' }, ...MIN_RATING_CHOICES.map((min) => ({ value: String(min), label: `${min}+ stars` }))];

export function SearchBar({ criteria, busy }: { criteria: SearchCriteria; busy: boolean }) {
  // The page remounts this bar when the URL's criteria change, so the draft starts from them.
  const { values: draft, setValues: setDraft, set, text } = useFormValues<SearchCriteria>(criteria);
  const [, setSearchParams] = useSearchParams();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(criteriaToSearchParams(draft));
  };

  const clear = () => {
    setDraft(NO_CRITERIA);
    setSearchParams(new URLSearchParams());
  };

  return (
    <Form role="search" aria-label="Search assistants" onSubmit={search}>
      <Fields>
        <TextField label="Name" placeholder="Search by name" autoComplete="off" {...text('userName')} />
        <TextField label="Where" placeholder="City or Remote" autoComplete="off" {...text('location')} />
        <TagPicker
          label="Skills"
          options={SKILLS}
          value={draft.skills}
          // 'Any skill' only while no skill is chosen: with one chosen, the select adds another.
          placeholder={draft.skills.length === 0 ? ANY_SKILL : ADD_SKILL}
          onChange={set('skills')}
        />
        <SelectField label="Rating" options={RATING_OPTIONS} {...text('minRating')} />
      </Fields>
      <Buttons>
        <Button type="submit" variant="primary" loading={busy}>
          Search
        </Button>
        {hasCriteria(criteria) && (
          <Button variant="ghost" onClick={clear}>
            Clear search
          </Button>
        )}
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Fields = styled.div`
  flex: 1 1 36rem;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  align-items: start;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
