import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeSellable, makeTree, names } from './articles.fixtures';

describe('GET /api/v1/rechercheArticles — Arabic text is searchable too', () => {
  const t = useTestApp();

  beforeEach(async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const add = (designation: string, description?: string) =>
      makeSellable(db, sousCategorie.id, { designation, ...(description ? { description } : {}) });
    await add('هاتف ذكي سامسونغ', 'شاشة كبيرة وبطارية تدوم طويلا');
    await add('زيت زيتون من القبائل', 'زيت بكر ممتاز معصور على البارد');
    await add('حذاء رياضي');
    await add('Tapis berbère', 'Tissé à la main, زربية تقليدية');
  });

  const search = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rechercheArticles?search=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return names(res.json());
  };

  it('finds an Arabic word of the designation and of the description', async () => {
    expect(await search('هاتف')).toEqual(['هاتف ذكي سامسونغ']);
    expect(await search('زيتون')).toEqual(['زيت زيتون من القبائل']);
    expect(await search('ممتاز')).toEqual(['زيت زيتون من القبائل']);
    expect(await search('زربية')).toEqual(['Tapis berbère']);
  });

  it('matches every word, and the last one as a prefix while it is typed', async () => {
    expect(await search('هاتف سامسونغ')).toEqual(['هاتف ذكي سامسونغ']);
    expect(await search('حذاء رياض')).toEqual(['حذاء رياضي']);
    // No article holds both: the partial matches, one word each (decision 0035).
    expect((await search('هاتف زيت')).sort()).toEqual(['زيت زيتون من القبائل', 'هاتف ذكي سامسونغ'].sort());
  });

  it('ignores short vowels (harakat) and the tatweel typed in the query', async () => {
    expect(await search('هَاتِفٌ')).toEqual(['هاتف ذكي سامسونغ']);
    expect(await search('حـذاء')).toEqual(['حذاء رياضي']);
  });
});
