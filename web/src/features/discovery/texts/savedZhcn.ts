import type { savedEn } from './savedEn';

/** 保存的搜索（简体）。 */
export const savedZhcn: Record<keyof typeof savedEn, string> = {
  title: '保存的搜索',
  name: '为这个搜索命名',
  namePlaceholder: '例如：台北的徒步爱好者',
  save: '保存当前筛选',
  remove: '删除',
  removeLabel: '删除保存的搜索 {{name}}',
  empty: '还没有保存的搜索。保存常用的筛选条件；有新会员符合时，我们会在摘要邮件中告诉你。',
  nameRequired: '请为搜索命名。',
  limit: '你已有 10 个保存的搜索：删除一个后才能再保存。',
  badFilters: '这些筛选条件无法保存：请检查年龄和国家。',
  upgrade: '升级会员即可保存搜索',
  failed: '操作失败，请重试。',
};
