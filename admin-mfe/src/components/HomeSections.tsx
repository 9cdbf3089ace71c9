import { QueryView } from './QueryView.tsx';
import { useState } from 'react';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';

import { adminKeys, fetchHomeSections, saveHomeSection, type HomeSection } from '../api/adminApi.ts';

const names: Record<HomeSection, string> = {
  tShirts: 'T-shirts',
  mobileCovers: 'Phone cases',
  mugs: 'Mugs',
  womensSkirtsDresses: "Women's skirts & dresses",
  shoes: 'Shoes',
};

/** The four home sections (and shoes): the owner's product ids in order, or empty for the default listing. */
export function HomeSections() {
  const sections = useQuery({ queryKey: adminKeys.homeSections, queryFn: fetchHomeSections, staleTime: 0, retry: 1 });
  return (
    <section className="card stack" aria-labelledby="home-title">
      <h2 id="home-title">Home page sections</h2>
      <p className="muted">Product ids in the order to show, separated by commas (copy them from the list above); leave empty for the section's default listing.</p>
      <QueryView query={sections} loading="Loading the home sections" failed="Could not load the home sections">
        {(data) => (
        (Object.keys(names) as HomeSection[]).map((s) => <SectionForm key={`${s}-${sections.dataUpdatedAt}`} section={s} initial={(data.picks[s] ?? []).map((p) => p.productId)} defaultListing={data.sections[s]} />)
      )}
      </QueryView>
    </section>
  );
}

function SectionForm({ section, initial, defaultListing }: { section: HomeSection; initial: string[]; defaultListing: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial.join(', '));
  const id = `home-${section}`;
  const write = useMutation({ mutationFn: (ids: string[]) => saveHomeSection(section, ids) });
  async function save() {
    const ids = text.split(/[\s,]+/).filter(Boolean);
    const reply = await write.mutateAsync(ids);
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    await queryClient.invalidateQueries({ queryKey: adminKeys.homeSections });
  }
  return (
    <div className="form-field adm-home-section">
      <label htmlFor={id}>{names[section]}</label>
      <div className="adm-inline">
        <input id={id} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-hint`} />
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void save()}>
          Save
        </button>
      </div>
      <p id={`${id}-hint`} className="form-hint">
        {initial.length ? `${initial.length} chosen.` : `Default: ${defaultListing}.`}
      </p>
    </div>
  );
}
