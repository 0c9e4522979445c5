/** The technology and industry filter options (every category, its fallback last), for discover and the workspace. */
import type { SelectOption } from '../ui/multiSelectOptions.ts';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../ideas/categories.ts';

const option = ({ name, emoji }: { name: string; emoji: string }): SelectOption => ({ value: name, label: name, emoji });

export function categoryOptions(): { technologies: SelectOption[]; industries: SelectOption[] } {
  return {
    technologies: TECHNOLOGY_CATEGORIES.map(option),
    industries: INDUSTRY_CATEGORIES.map(option),
  };
}
