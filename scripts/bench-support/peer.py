#!/usr/bin/env python3
"""The benchmark's Python peer: the generator's job done the way a team would script it.

    peer.py SPEC CONTEXT.json OUT --templates TEMPLATES [--styles mvvm,actions,store]

Loads the spec with PyYAML's libyaml-backed CSafeLoader, takes the template context that
`generate context SPEC` printed (building that context is the one step the peer is spared), and
renders every style's outputs (Templates/<style>/style.yaml, with its includes) with chevron, the
common Mustache renderer from PyPI, writing the files under OUT/{Sources,Tests,Scaffolds}/<style>/ as
`generate --style all` does. The generated code is Swift, not HTML, so chevron's HTML escaping is
switched off, as any team would.
"""
import argparse
import json
import os

import chevron
import chevron.renderer
import yaml

chevron.renderer._html_escape = lambda text: text

ROOT_FOR_KIND = {"source": "Sources", "testSupport": "Tests", "test": "Tests", "scaffold": "Scaffolds"}
LIST_FOR_EACH = {"screen": "screens", "dependency": "dependencies", "model": "models"}


def load_style(templates, name, seen=()):
    """(outputs, templates by file name) of a style, its includes first."""
    folder = os.path.join(templates, name)
    with open(os.path.join(folder, "style.yaml"), encoding="utf-8") as manifest_file:
        manifest = yaml.load(manifest_file, Loader=yaml.CSafeLoader) or {}
    outputs, files = [], {}
    includes = manifest.get("include") or []
    for include in [includes] if isinstance(includes, str) else includes:
        if include not in seen:
            more_outputs, more_files = load_style(templates, include, seen + (name,))
            outputs += [dict(output, style=include) for output in more_outputs]
            files.update(more_files)
    for file in os.listdir(folder):
        if file.endswith(".mustache"):
            with open(os.path.join(folder, file), encoding="utf-8") as template:
                files[file] = template.read()
    outputs += [dict(output, style=name) for output in manifest.get("outputs") or []]
    return outputs, files


def items(each, context):
    if each in ("spec", "module"):
        return [context]
    key = LIST_FOR_EACH[each]
    return [dict(context, **{each: item}) for item in context.get(key) or []]


def render_style(style, context, templates, out):
    outputs, files = load_style(templates, style)
    partials = {file[: -len(".mustache")]: text for file, text in files.items()}
    written = 0
    for output in outputs:
        template = files[output["template"]]
        root = os.path.join(out, ROOT_FOR_KIND[output["kind"]], style)
        for item in items(output["each"], context):
            path = os.path.join(root, chevron.render(output["path"], item))
            text = chevron.render(template, item, partials_dict=partials)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            written += 1
    return written


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("spec")
    parser.add_argument("context")
    parser.add_argument("out")
    parser.add_argument("--templates", required=True)
    parser.add_argument("--styles", default="mvvm,actions,store")  # what `generate --style all` renders
    args = parser.parse_args()
    with open(args.spec, encoding="utf-8") as spec_file:
        spec = yaml.load(spec_file, Loader=yaml.CSafeLoader)
    if not spec.get("screens"):
        raise SystemExit("peer: the spec has no screens")
    with open(args.context, encoding="utf-8") as context_file:
        context = json.load(context_file)
    written = sum(render_style(style, context, args.templates, args.out) for style in args.styles.split(","))
    print(f"files={written}")


if __name__ == "__main__":
    main()
