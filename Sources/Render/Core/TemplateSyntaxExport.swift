/// Templates, their nodes and `TemplateError` live in TemplateSyntax so the EmbedTemplates build
/// tool can parse the bundled templates at build time; backends and tests keep reaching them
/// through RenderCore alone.
@_exported import TemplateSyntax
