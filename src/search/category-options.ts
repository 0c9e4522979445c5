/** The technology and industry filter options (every category, then Others), for discover and the workspace. */
import type { SelectOption } from '../ui/multiSelectOptions.ts';
import { INDUSTRY_CATEGORIES, OTHERS, TECHNOLOGY_CATEGORIES } from '../ideas/categories.ts';

const option = ({ name, emoji }: { name: string; emoji: string }): SelectOption => ({ value: name, label: name, emoji });

export function categoryOptions(): { technologies: SelectOption[]; industries: SelectOption[] } {
  return {
    technologies: [...TECHNOLOGY_CATEGORIES.map(option), { value: OTHERS, label: OTHERS }],
    industries: [...INDUSTRY_CATEGORIES.map(option), { value: OTHERS, label: OTHERS }],
  };
}
