// Runs every case of a URL-grammar vector file (Tests/Conformance/<app>.tsv) against the Kotlin
// schemegen generates for Examples/protocols/<app>.json, or of Tests/Conformance/url-generic.tsv
// against Tests/Schemas/url-generic.json's; the file is read by Vectors.kt.
// Usage: java -cp harness.jar:kotlin-reflect.jar UrlHarnessKt <package> <app.tsv> <presence-ids>:
// the generated code's package, and the comma-separated ids of the schema's presence descriptors
// (run-url.sh reads both from what it generated and the schema). Prints one line per failure, then
// "N passed, N failed".
//
// Nothing is listed by hand: a case's message is the class its id names (see [messageClass]), and
// its fields are found by reflection: a parameter or property of its `Builder` is named like the
// field's descriptor id (see [fieldId]), and its type says how a column's text becomes a value.
import kotlin.reflect.KClass
import kotlin.reflect.KMutableProperty1
import kotlin.reflect.KParameter
import kotlin.reflect.KType
import kotlin.reflect.full.memberProperties
import kotlin.reflect.full.primaryConstructor
import kotlin.system.exitProcess

/**
 * The class of the message a case names, in the generated [packageName]: `open` is `OpenMessage`,
 * a callback's `addSuccess` is `AddSuccessMessage` (KotlinNaming.messageTypeName).
 */
fun messageClass(packageName: String, vector: VectorCase): KClass<*> {
    val typeName = vector.message.substring(0, 1).toUpperCase() + vector.message.substring(1) + "Message"
    return try {
        Class.forName("$packageName.$typeName").kotlin
    } catch (error: ClassNotFoundException) {
        throw HarnessFailure("unknown message ${vector.message}: no class $packageName.$typeName")
    }
}

/** The property holding the parameters a parser kept aside, the vector files' `unknown=KEY=VALUE` columns. */
const val UNKNOWN_PARAMETERS = "unknownParameters"

/** The text of one column as a value of [type]; a list takes every column of its name. */
fun value(type: KType, columns: List<String>): Any {
    val classifier = type.classifier as KClass<*>
    if (classifier == List::class) {
        val item = type.arguments[0].type!!
        return if (columns == listOf("")) emptyList() else columns.map { value(item, listOf(it)) }
    }
    val text = columns.single()
    return when {
        classifier == String::class -> text
        classifier == Long::class -> text.toLong()
        classifier == Boolean::class -> text == "true"
        classifier.java.isEnum -> classifier.java.enumConstants.firstOrNull { idOf(it) == text }
            ?: throw HarnessFailure("no ${classifier.simpleName} with the id $text")
        else -> throw HarnessFailure("no column type for $type")
    }
}

/** The schema id of an enum constant (every generated enum class has an `id`). */
fun idOf(constant: Any): String = constant.javaClass.getMethod("getId").invoke(constant) as String

/**
 * The columns of one parameter's value, or none when the vector file leaves it out: a field of
 * [presence] only when set (a flag with a default always is; both are a Kotlin `Boolean = false`,
 * so the schema tells them apart).
 */
fun columns(name: String, value: Any?, presence: Set<String>): List<Column> = when {
    value == null -> emptyList()
    value is List<*> && name == UNKNOWN_PARAMETERS -> value.map { unknown ->
        val key = unknown!!.javaClass.getMethod("getKey").invoke(unknown) as String
        Column("unknown", unknown.javaClass.getMethod("getValue").invoke(unknown) as String, key)
    }
    value is List<*> -> if (value.isEmpty()) listOf(Column(name, "")) else value.map { Column(name, text(it!!)) }
    value == false && name in presence -> emptyList()
    else -> listOf(Column(name, text(value)))
}

/**
 * The descriptor id of a constructor parameter or a builder's property: its name without the trailing underscore
 * KotlinNaming adds to a property that would clash (`class_`, whose getter would be `getClass()`).
 * Schema ids are letters and digits, so the underscore is never theirs.
 */
fun fieldId(name: String): String = name.removeSuffix("_")

fun text(value: Any): String = if (value.javaClass.isEnum) idOf(value) else "$value"

/**
 * Builds the case's message through its `Builder`: the builder's constructor takes the fields a
 * message cannot be without, its other properties the optional ones.
 */
fun build(type: KClass<*>, vector: VectorCase): String {
    val builderType = type.nestedClasses.first { it.simpleName == "Builder" }
    val constructor = builderType.primaryConstructor!!
    @Suppress("UNCHECKED_CAST")
    val properties = builderType.memberProperties.filterIsInstance<KMutableProperty1<Any, Any?>>()
    fun given(name: String) = vector.fields.filter { it.name == fieldId(name) }.map { it.value }
    val arguments = HashMap<KParameter, Any>()
    for (parameter in constructor.parameters) {
        val values = given(parameter.name!!)
        if (values.isNotEmpty()) arguments[parameter] = value(parameter.type, values)
    }
    val unused = vector.fields.map { it.name }.filter { name -> properties.none { fieldId(it.name) == name } }
    if (unused.isNotEmpty()) throw HarnessFailure("no field ${unused.joinToString()}")
    val builder = try {
        constructor.callBy(arguments)
    } catch (error: IllegalArgumentException) {
        throw HarnessFailure("cannot make the message: ${error.message}")
    }
    for (property in properties) {
        val values = given(property.name)
        if (values.isNotEmpty()) property.set(builder, value(property.returnType, values))
    }
    return toUri(builderType.java.getMethod("build").invoke(builder)!!)
}

/** Calls the companion's `parse`; a callback's takes no `strict`. */
fun parse(type: KClass<*>, uri: String, strict: Boolean): Any = try {
    if (type.java.methods.any { it.name == "parse" && it.parameterCount == 2 }) {
        type.java.getMethod("parse", String::class.java, Boolean::class.javaPrimitiveType).invoke(null, uri, strict)
    } else {
        type.java.getMethod("parse", String::class.java).invoke(null, uri)
    }!!
} catch (error: java.lang.reflect.InvocationTargetException) {
    throw error.targetException
}

fun toUri(message: Any): String = try {
    message.javaClass.getMethod("uriString").invoke(message) as String
} catch (error: java.lang.reflect.InvocationTargetException) {
    throw error.targetException
}

/** The parse result's columns, in constructor order: the carrier, the callback URL, the fields, the unknown parameters. */
fun describe(type: KClass<*>, message: Any, presence: Set<String>): List<Column> {
    val properties = type.memberProperties.associateBy { it.name }
    return type.primaryConstructor!!.parameters.flatMap { parameter ->
        columns(fieldId(parameter.name!!), properties.getValue(parameter.name!!).getter.call(message), presence)
    }
}

/**
 * Parses the case's URI. A parsed message must also build (docs/grammar.md, round trip) into a
 * URI that parses back, strictly, to the same message without its unknown parameters.
 */
fun parseCase(type: KClass<*>, vector: VectorCase, strict: Boolean, presence: Set<String>): List<Column> {
    val parsed = parse(type, vector.uri, strict)
    val described = describe(type, parsed, presence)
    val again = try {
        describe(type, parse(type, toUri(parsed), strict = true), presence)
    } catch (error: Exception) {
        throw HarnessFailure("the parsed message $parsed does not build and parse back: ${error.message}")
    }
    if (again != described.filter { it.name != "unknown" }) throw HarnessFailure("$parsed does not parse back from ${toUri(parsed)}")
    return described
}

/**
 * Runs one case against the messages of [packageName], whose presence fields are [presence];
 * returns null when it passes, else why it failed.
 */
fun run(packageName: String, vector: VectorCase, presence: Set<String>): String? = try {
    val type = messageClass(packageName, vector)
    val (actual, expected) = when (vector.action) {
        "build" -> build(type, vector.copyWithout("error")) to vector.uri
        "parse", "parse-strict" -> parseCase(type, vector, vector.action == "parse-strict", presence) to vector.fields
        else -> throw HarnessFailure("unknown action ${vector.action}")
    }
    when {
        vector.expectedError != null -> "expected error ${vector.expectedError}, got ${shown(actual)}"
        actual == expected -> null
        else -> "expected ${shown(expected)}, got ${shown(actual)}"
    }
} catch (error: Throwable) {
    val kind = if (error.javaClass.simpleName == "LinkException") idOf(error.javaClass.getMethod("getKind").invoke(error)) else null
    when {
        error is HarnessFailure -> "harness error: ${error.message}"
        kind == null -> "unexpected ${error.javaClass.name}: ${error.message}"
        vector.expectedError == null -> "unexpected error ${error.message}"
        kind == vector.expectedError -> null
        else -> "expected error ${vector.expectedError}, got ${error.message}"
    }
}

/** The case without its `error=` column, which names no field. */
fun VectorCase.copyWithout(name: String): VectorCase = VectorCase(line, this.name, action, message, uri, fields.filter { it.name != name })

fun main(arguments: Array<String>) {
    val cases = if (arguments.size == 3) runCatching { loadCases(arguments[1]) }.getOrNull() else null
    if (cases == null || cases.isEmpty()) {
        println("usage: UrlHarnessKt <package> <app.tsv> <presence-ids> (a readable file with at least one case)")
        exitProcess(2)
    }
    val presence = arguments[2].split(',').filter { it.isNotEmpty() }.toSet()
    var failed = 0
    for (vector in cases) {
        val reason = run(arguments[0], vector, presence) ?: continue
        failed += 1
        println("FAIL ${vector.name} (line ${vector.line}): $reason")
    }
    println("${cases.size - failed} passed, $failed failed")
    exitProcess(if (failed == 0) 0 else 1)
}
