import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SKILLS } from '@marketplace/shared-api/constants';
import { TagPicker } from './tag-picker';
import { renderWithUi } from '../../jest/render';

function Skills({ initial = [], allowCustom = false }: { initial?: string[]; allowCustom?: boolean }) {
  const [skills, setSkills] = useState<string[]>(initial);
  return (
    <>
      <TagPicker label="Skills" options={SKILLS} value={skills} onChange={setSkills} allowCustom={allowCustom} />
      <output aria-label="value">{JSON.stringify(skills)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByRole('status', { name: 'value' }).textContent ?? '') as string[];

describe('TagPicker from a list', () => {
  it('adds picked skills and no longer offers them, so none is picked twice', async () => {
    const { user } = renderWithUi(<Skills />);
    const select = screen.getByRole('combobox', { name: 'Skills' });

    await user.selectOptions(select, 'SEO');
    await user.selectOptions(select, 'Writing');

    expect(value()).toEqual(['SEO', 'Writing']);
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'SEO',
      'Writing',
    ]);
    expect(within(select).queryByRole('option', { name: 'SEO' })).not.toBeInTheDocument();
    expect(select).toHaveValue('');
  });

  it('removes a skill with its button and keeps focus in the picker', async () => {
    const { user } = renderWithUi(<Skills initial={['AI', 'Beauty']} />);

    await user.click(screen.getByRole('button', { name: 'Remove AI' }));

    expect(value()).toEqual(['Beauty']);
    expect(screen.getByRole('combobox', { name: 'Skills' })).toHaveFocus();
    expect(within(screen.getByRole('combobox')).getByRole('option', { name: 'AI' })).toBeInTheDocument();
  });

  it('is disabled once every skill is chosen, and usable again after a removal', async () => {
    const { user } = renderWithUi(<Skills initial={[...SKILLS]} />);
    expect(screen.getByRole('combobox', { name: 'Skills' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Others' }));
    expect(screen.getByRole('combobox', { name: 'Skills' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Skills' })).toHaveFocus();
  });
});

describe('TagPicker with custom values (admin)', () => {
  it('adds typed skills with Enter or the Add button, ignoring blank and duplicate ones', async () => {
    const { user } = renderWithUi(<Skills initial={['SEO']} allowCustom />);
    const input = screen.getByRole('combobox', { name: 'Skills' });

    await user.type(input, 'Bookkeeping{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, ' seo {Enter}');
    await user.type(input, 'bookkeeping');
    await user.click(screen.getByRole('button', { name: 'Add Skills' }));
    await user.type(input, 'ai{Enter}');

    expect(value()).toEqual(['SEO', 'Bookkeeping', 'AI']);
    expect(input).toHaveValue('');
  });

  it('does not submit the surrounding form when Enter adds a skill', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithUi(
      <form onSubmit={onSubmit}>
        <Skills allowCustom />
      </form>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Excel{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(value()).toEqual(['Excel']);
  });
});
